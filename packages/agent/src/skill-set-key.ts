// What makes two loads of a source the same: every skill's frontmatter, body and folder, and its
// stamp (the source's account of its files: names, sizes and times for folders).
import type { SkillSet } from "./types.js";

/** A text that changes whenever anything the host shows or runs changes. */
export function skillSetKey(set: SkillSet): string {
  return JSON.stringify(
    set.skills.map((item) => [
      item.skill.name,
      item.skill.directory ?? "",
      item.skill.frontmatter,
      item.skill.body,
      item.eligible ?? true,
      item.workflow === undefined ? 0 : 1,
      item.stamp ?? "",
    ]),
  );
}
