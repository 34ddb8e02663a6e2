// What makes two loads of a source the same: every skill's frontmatter, body, folder and file list.
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
      item.files?.list().files ?? [],
      item.workflow === undefined ? 0 : 1,
      item.stamp ?? "",
    ]),
  );
}
