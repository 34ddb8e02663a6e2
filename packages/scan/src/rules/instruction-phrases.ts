// The phrases of two instructions a skill has no honest reason to give an agent: hide something from
// the user, and read the user's credentials. Each is an expression over one sentence of one line.

/** "and not tell the user", "do not mention this to the user", "without telling the user", "keep this secret from the user", "silently read …" */
const concealment = new RegExp(
  [
    String.raw`\b(?:do\s+not|don't|never|not|must\s+not|should\s+not)\s+(?:tell|inform|alert|notify|warn)\s+(?:the\s+)?users?\b(?=\s*(?:[.,;:!)\n]|$|about\s+(?:this|it|that|these|any\s+of\s+this)\b|what\s+you|that\s+you|and\b|or\b))`,
    String.raw`\b(?:do\s+not|don't|never|not|must\s+not|should\s+not)\s+(?:mention|reveal|disclose|show|report|say|explain)\s+(?:(?:this|it|that|these|them|any\s+of\s+this|anything|what\s+you\s+(?:did|read|found))\b[^.\n]{0,30}?\s)?to\s+(?:the\s+)?users?\b`,
    String.raw`\b(?:do\s+not|don't|never|not)\s+let\s+(?:the\s+)?users?\s+(?:know|see|notice|find\s+out)\b`,
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

/**
 * Words one of the phrases must hold: `user` (hiding; "user's" reading too), an adverb of secrecy
 * (hiding), a home folder or a secret file (reading). Each looked for on its own, spelt case by case:
 * one expression of all, or the `i` flag, is about twice as slow. The full expressions run only on the
 * lines holding one of their words, each line once.
 */
const userMark = /[Uu][Ss][Ee][Rr]/g;
/** Every adverb of secrecy ends in `tly`, which is looked for as it is (four times faster than the words). */
const adverb = /(?:silent|quiet|secret|covert|discreet)ly$/;
const secretMark =
  /~[/\\]|\$\{?HOME|\/home\/|\/root\/|%USERPROFILE%|id_(?:rsa|dsa|ecdsa|ed25519)|\.ssh[/\\]id_|\.aws[/\\]|\.git-credentials|\/etc\/shadow|\.config[/\\]gcloud|application_default_credentials/g;

export interface InstructionPhrases {
  /** Instructions to hide something from the user. */
  readonly hides: readonly PhraseMatch[];
  /** Instructions to read the user's credentials. */
  readonly reads: readonly PhraseMatch[];
}

interface MarkedLine {
  readonly start: number;
  readonly end: number;
  hiding: boolean;
  reading: boolean;
}

/** The lines holding a mark, in order, with which kinds of phrase each may hold. */
function markedLines(text: string): MarkedLine[] {
  const lines = new Map<number, MarkedLine>();
  const mark = (index: number, kind: { readonly hiding: boolean; readonly reading: boolean }): void => {
    const start = text.lastIndexOf("\n", index) + 1;
    let line = lines.get(start);
    if (line === undefined) {
      const end = text.indexOf("\n", index);
      line = { start, end: end === -1 ? text.length : end, hiding: false, reading: false };
      lines.set(start, line);
    }
    line.hiding ||= kind.hiding;
    line.reading ||= kind.reading;
  };
  for (const match of text.matchAll(userMark))
    mark(match.index, { hiding: true, reading: text.startsWith("'s", match.index + 4) });
  for (let at = text.indexOf("tly"); at !== -1; at = text.indexOf("tly", at + 3))
    if (adverb.test(text.slice(Math.max(0, at - 6), at + 3).toLowerCase())) mark(at, { hiding: true, reading: false });
  for (const match of text.matchAll(secretMark)) mark(match.index, { hiding: false, reading: true });
  return [...lines.values()].sort((a, b) => a.start - b.start);
}

function collect(found: PhraseMatch[], pattern: RegExp, line: { readonly text: string; readonly start: number }): void {
  pattern.lastIndex = 0;
  for (const match of line.text.matchAll(pattern)) found.push({ index: line.start + match.index, text: match[0] });
}

/** Both kinds of phrase in a text, from one pass over it. */
export function instructionPhrases(text: string): InstructionPhrases {
  const hides: PhraseMatch[] = [];
  const reads: PhraseMatch[] = [];
  for (const line of markedLines(text)) {
    const marked = { text: text.slice(line.start, line.end), start: line.start };
    if (line.hiding) collect(hides, concealment, marked);
    if (line.reading) collect(reads, credentialRead, marked);
  }
  return { hides, reads };
}

export const concealments = (text: string): readonly PhraseMatch[] => instructionPhrases(text).hides;
export const credentialReads = (text: string): readonly PhraseMatch[] => instructionPhrases(text).reads;
