// The phrases of two instructions a skill has no honest reason to give an agent: hide something from
// the user, and read the user's credentials. Each is an expression over one sentence of one line.

/** "and not tell the user", "do not mention this to the user", "without telling the user", "keep this secret from the user", "silently read …" */
const concealment = new RegExp(
  [
    String.raw`\b(?:do\s+not|don't|never|not|must\s+not|should\s+not)\s+(?:tell|inform|alert|notify|warn)\s+(?:the\s+)?users?\b(?=\s*(?:[.,;:!)\n]|$|about\s+(?:this|it|that|these|any\s+of\s+this)\b|what\s+you|that\s+you|and\b|or\b))`,
    String.raw`\b(?:do\s+not|don't|never|not|must\s+not|should\s+not)\s+(?:mention|reveal|disclose|show|report|say|explain)\s+(?:this|it|that|these|them|any\s+of\s+this|anything|what\s+you\s+(?:did|read|found))\b[^.\n]{0,30}?\bto\s+(?:the\s+)?users?\b`,
    String.raw`\bwithout\s+(?:telling|informing|alerting|notifying|letting)\s+(?:the\s+)?users?\b`,
    String.raw`\bwithout\s+the\s+user(?:'s)?\s+(?:knowing|noticing|knowledge|seeing)\b`,
    String.raw`\b(?:keep|hide)\s+(?:this|it|that|these|them)\s+(?:(?:a\s+)?secret\s+|hidden\s+)?from\s+(?:the\s+)?users?\b`,
    String.raw`\b(?:so|so\s+that)\s+the\s+user\s+(?:does\s+not|doesn't|won't|will\s+not|cannot|can't|never)\s+(?:notice|know|see|find\s+out|learn)\b`,
    String.raw`\bthe\s+user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|notice|be\s+told|find\s+out)\b`,
    String.raw`(?<!\b(?:not|never|don't|no)\s+)\b(?:silently|quietly|secretly|covertly|discreetly)\s+(?:\w+\s+)?(?:read|send|upload|copy|exfiltrate|forward|post|collect|transmit|cat|include|attach|run|execute|install)\b`,
  ].join("|"),
  "gi",
);

const reading = String.raw`\b(?:read|cat|print|output|display|show|dump|open|copy|send|upload|include|paste|collect|extract|grab|exfiltrate|base64|type|load|get|fetch)\b`;
/** Where the user's own files are: `~/`, `$HOME/`, `/home/<name>/`, `/root/`, `%USERPROFILE%\`, "the user's". */
const home = String.raw`(?:~[/\\]|\$\{?HOME\}?[/\\]|/home/[\w.-]+/|/root/|%USERPROFILE%[/\\]|\b(?:the\s+)?user's\s+(?:home\s+(?:folder|directory)\s+)?)`;
/** Files that hold nothing but secrets: named alone, they are enough. */
const secretFiles = String.raw`(?:~[/\\]|\$\{?HOME\}?[/\\])?\.ssh[/\\]id_[a-z0-9_]+\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws[/\\]credentials\b|\.git-credentials\b|/etc/shadow\b|\.config[/\\]gcloud\b|application_default_credentials\.json`;
/** What counts as credentials when it is the user's own (behind `home`). */
const ownSecrets = String.raw`(?:\.ssh\b|\.env\b|\.netrc\b|\.npmrc\b|\.pypirc\b|\.kube[/\\]config\b|\.docker[/\\]config\.json|\.gnupg\b|\.bash_history\b|\.zsh_history\b|keychain|(?:ssh|private|api|access)\s+keys?\b|credentials\b|tokens?\b|passwords?\b|cookies\b)`;

/** "read the user's ~/.ssh/id_rsa", "print the contents of ~/.aws/credentials", "cat the user's .env" */
const credentialRead = new RegExp(
  String.raw`${reading}[^.\n]{0,40}?(?:${secretFiles}|${home}[^\s.]{0,20}?${ownSecrets}|${home}${ownSecrets})`,
  "gi",
);

export interface PhraseMatch {
  readonly index: number;
  readonly text: string;
}

const matchesOf = (pattern: RegExp, text: string): PhraseMatch[] => {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].map((match) => ({ index: match.index, text: match[0] }));
};

export const concealments = (text: string): PhraseMatch[] => matchesOf(concealment, text);
export const credentialReads = (text: string): PhraseMatch[] => matchesOf(credentialRead, text);
