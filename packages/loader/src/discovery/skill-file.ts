// What a skill is, for every command that looks for skills (`skill-kit validate`, `scan`, `add` and
// the MCP server): a folder with an entry named SKILL.md, or skill.md when it has no SKILL.md (the
// reference validator accepts the lower case). A skill folder inside another skill is a skill too,
// and `.git` and `node_modules` are never searched. docs/prose-skills.md ("What counts as a skill")
// says this once for users.

/** The names a skill's file may have, in the order they are looked for. */
export const skillFileNames = ["SKILL.md", "skill.md"] as const;

/** The name of a folder's skill file among its entries' names, or undefined when the folder is no skill. */
export function skillFileIn(entries: readonly { readonly name: string }[]): string | undefined {
  return skillFileNames.find((name) => entries.some((entry) => entry.name === name));
}
