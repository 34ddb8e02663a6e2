// Which files the text rules read. Decoding and searching every byte of a large skill costs more than
// reading it, so each text file is first searched for the words any text rule needs (as Latin-1, a
// cheap one-byte view in which ASCII words read the same) and, when it holds a byte above 0x7F, for
// the lead bytes of hidden characters; only SKILL.md and the files that hold one are handed to the
// rules. `everyTextFile` is the same input without these searches (the tests compare the two).
import { isAscii } from "node:buffer";
import { mayHideCharacters } from "./hidden-candidates.js";
import type { SkillContents } from "./skill-contents.js";

/**
 * A superset of what `download-execute` can match: `curl` or `wget` (its shell forms), or `iex` /
 * `invoke-ex…` in any case (its PowerShell forms). Each word starts at a letter or ends at an `x`,
 * so the search stops at few characters; a new form must add its word here.
 */
const fetchWords = /curl|wget|x(?<=iex|invoke-ex)/i;
/**
 * A superset of the secret locations `secret-exfiltration` looks for, in any case: a dot and a secret
 * file's name, or an `_` inside `id_rsa`, `aws_secret…` or `application_default…`. Likewise.
 */
const secretWords =
  /\.(?:ssh|aws|azure|kube|docker|netrc|npmrc|pypirc|git-credentials|env|config\/gcloud)|_(?:(?<=id_)(?:rsa|dsa|ecdsa|ed25519)|(?<=aws_)secret|(?<=application_)default)/i;
/** Both lists in one expression: most files hold no word at all, and one pass tells. */
const anyWord = new RegExp(`${secretWords.source}|${fetchWords.source}`, "i");

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

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

export function textFiles(contents: SkillContents): TextFiles {
  const found: TextFiles = { texts: new Map(), mayHide: new Set(), mayFetch: new Set(), mayNameSecrets: new Set() };
  for (const file of contents.files) {
    if (!isText(file.bytes)) continue;
    // ASCII bytes read the same as Latin-1 and as UTF-8 (no BOM, nothing to replace): one string serves both.
    const ascii = isAscii(file.bytes);
    const skillMd = file.path === "SKILL.md";
    const view = ascii || !skillMd ? latin1(file.bytes) : decoder.decode(file.bytes);
    const anyHeld = anyWord.test(view);
    const marks = [
      [!ascii && mayHideCharacters(file.bytes), found.mayHide],
      [anyHeld && fetchWords.test(view), found.mayFetch],
      [anyHeld && secretWords.test(view), found.mayNameSecrets],
    ] as const;
    for (const [marked, set] of marks) if (marked) set.add(file.path);
    if (skillMd || ascii) {
      if (skillMd || marks.some(([marked]) => marked)) found.texts.set(file.path, view);
    } else if (marks.some(([marked]) => marked)) found.texts.set(file.path, decoder.decode(file.bytes));
  }
  return found;
}

/** Every text file decoded and marked for every text rule: what `textFiles` must agree with. */
export function everyTextFile(contents: SkillContents): TextFiles {
  const found: TextFiles = { texts: new Map(), mayHide: new Set(), mayFetch: new Set(), mayNameSecrets: new Set() };
  for (const file of contents.files) {
    if (!isText(file.bytes)) continue;
    found.texts.set(file.path, decoder.decode(file.bytes));
    for (const set of [found.mayHide, found.mayFetch, found.mayNameSecrets]) set.add(file.path);
  }
  return found;
}
