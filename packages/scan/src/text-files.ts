// Which files the text rules read. Decoding and searching every byte of a large skill costs more than
// reading it, so each text file is first searched for the words any text rule needs (as Latin-1, a
// cheap one-byte view in which ASCII words read the same) and for the lead bytes of hidden characters;
// only SKILL.md and the files that hold one are decoded as UTF-8 and handed to the rules.
import { mayHideCharacters } from "./hidden-candidates.js";
import type { SkillContents } from "./skill-contents.js";

/** The words every form `download-execute` looks for holds one of; a new form must add its word here (and to `anyWord`). */
const fetchWords = /curl|wget|iex|invoke-ex/i;
/** The words every secret location `secret-exfiltration` looks for holds one of; likewise. */
const secretWords =
  /\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws|aws_secret|gcloud|application_default|\.azure|\.kube|\.docker|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.env/i;
/** Both lists in one expression: most files hold no word at all, and one pass tells. */
const anyWord = new RegExp(`${fetchWords.source}|${secretWords.source}`, "i");

function wordsIn(text: string): { readonly fetch: boolean; readonly secret: boolean } {
  if (!anyWord.test(text)) return { fetch: false, secret: false };
  return { fetch: fetchWords.test(text), secret: secretWords.test(text) };
}

const decoder = new TextDecoder("utf-8");

export interface TextFiles {
  /** Path → UTF-8 text, for SKILL.md and every text file a text rule may match. */
  readonly texts: Map<string, string>;
  /** The text files whose bytes may hold a hidden character. */
  readonly mayHide: Set<string>;
  /** The text files that hold a word of a download-and-execute form. */
  readonly mayFetch: Set<string>;
  /** The text files that hold a word of a secret location. */
  readonly mayNameSecrets: Set<string>;
}

/** A file is text when its first 8 KiB hold no NUL byte. */
function isText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 8192).includes(0);
}

export function textFiles(contents: SkillContents): TextFiles {
  const found: TextFiles = { texts: new Map(), mayHide: new Set(), mayFetch: new Set(), mayNameSecrets: new Set() };
  for (const file of contents.files) {
    if (!isText(file.bytes)) continue;
    // SKILL.md is decoded anyway: its words are looked for in that text, without a Latin-1 copy.
    const skillMd = file.path === "SKILL.md" ? decoder.decode(file.bytes) : undefined;
    const held = wordsIn(
      skillMd ?? Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString("latin1"),
    );
    const marks = [
      [mayHideCharacters(file.bytes), found.mayHide],
      [held.fetch, found.mayFetch],
      [held.secret, found.mayNameSecrets],
    ] as const;
    for (const [marked, set] of marks) if (marked) set.add(file.path);
    if (skillMd !== undefined) found.texts.set(file.path, skillMd);
    else if (marks.some(([marked]) => marked)) found.texts.set(file.path, decoder.decode(file.bytes));
  }
  return found;
}
