// SKILL.md's frontmatter split, shared by the rules that read it: three rules ask for the same text's
// split one after the other, so the last split is kept and handed out again for the same string.
import { splitFrontmatter } from "@skill-kit/loader/internal";

type Split = ReturnType<typeof splitFrontmatter>;

let last: { readonly text: string; readonly split: Split } | undefined;

export function splitSkillMd(text: string): Split {
  if (last?.text !== text) last = { text, split: splitFrontmatter(text) };
  return last.split;
}
