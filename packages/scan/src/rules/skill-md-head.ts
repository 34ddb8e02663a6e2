// The start of SKILL.md as Latin-1, shared by the rules that read its frontmatter: the whole lines of
// its first 4 KiB and their frontmatter split. When that split closes, the frontmatter lies in these
// lines whatever follows (a later line cannot change where it opens or its first closing line, and the
// text, which may only have more line breaks than the view, closes it no later), so a rule that reads
// only the frontmatter need not look further. Kept for the last SKILL.md asked for, like the split.
import { splitSkillMd } from "./skill-md-split.js";

/** How much of SKILL.md is read first: whole lines of the first 4 KiB. */
const headSize = 4096;

export interface SkillMdHead {
  /** The head's bytes as Latin-1: ASCII words and line breaks are where the text has them. */
  readonly view: string;
  readonly split: ReturnType<typeof splitSkillMd>;
  /** The head is the whole file. */
  readonly whole: boolean;
}

let last: { readonly bytes: Uint8Array; readonly head: SkillMdHead } | undefined;

export function skillMdHead(bytes: Buffer): SkillMdHead {
  if (last?.bytes !== bytes) {
    const end = bytes.length <= headSize ? bytes.length : bytes.lastIndexOf(0x0a, headSize - 1) + 1;
    const view = bytes.toString("latin1", 0, end);
    last = { bytes, head: { view, split: splitSkillMd(view), whole: end === bytes.length } };
  }
  return last.head;
}
