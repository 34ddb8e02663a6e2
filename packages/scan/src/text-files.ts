// Which files the text rules read. Decoding and searching every byte of a large skill costs more than
// reading it, so each text file is first searched for the words any text rule needs (as Latin-1, a
// cheap one-byte view in which ASCII words read the same) and for the lead bytes of hidden characters;
// only SKILL.md and the files that hold one are decoded as UTF-8 and handed to the rules.
import { mayHideCharacters } from "./hidden-candidates.js";
import type { SkillContents } from "./skill-contents.js";

/**
 * A superset of what the text rules look for: `download-execute` (curl, wget, iex, invoke-expression)
 * and `secret-exfiltration` (its secret locations). A rule that looks for a new word must add it here.
 */
const triggers =
  /curl|wget|iex|invoke-ex|\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws|aws_secret|gcloud|application_default|\.azure|\.kube|\.docker|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.env/i;

const decoder = new TextDecoder("utf-8");

export interface TextFiles {
  /** Path → UTF-8 text, for SKILL.md and every text file a text rule may match. */
  readonly texts: Map<string, string>;
  /** The text files whose bytes may hold a hidden character. */
  readonly mayHide: Set<string>;
}

/** A file is text when its first 8 KiB hold no NUL byte. */
export function isText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 8192).includes(0);
}

export function textFiles(contents: SkillContents): TextFiles {
  const texts = new Map<string, string>();
  const mayHide = new Set<string>();
  for (const file of contents.files) {
    if (!isText(file.bytes)) continue;
    const hides = mayHideCharacters(file.bytes);
    if (hides) mayHide.add(file.path);
    const latin1 = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString("latin1");
    if (file.path === "SKILL.md" || hides || triggers.test(latin1)) texts.set(file.path, decoder.decode(file.bytes));
  }
  return { texts, mayHide };
}
