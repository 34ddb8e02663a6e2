// SKILL.md's body as HTML for the skill page: micromark (CommonMark) with its safe defaults kept:
// raw HTML is shown escaped, not passed through (`allowDangerousHtml` off), and a link or image
// whose address uses a protocol other than http(s), mailto, irc(s) or a relative one (`javascript:`,
// `data:`, `vbscript:`) loses its address (`allowDangerousProtocol` off).
import { splitFrontmatter } from "@skill-kit/loader";
import { micromark } from "micromark";

/** The body of a SKILL.md (its frontmatter left out) rendered as inert HTML. */
export function renderSkillMd(text: string): string {
  const split = splitFrontmatter(text);
  const body = split.ok ? split.parts.body : text;
  return micromark(body, { allowDangerousHtml: false, allowDangerousProtocol: false });
}
