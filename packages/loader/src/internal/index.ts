// @skill-kit/loader/internal: what sibling packages share with this one (not public API; it may
// change in any release). `@skill-kit/skill-server` compares skill names and escapes skill text with
// these; `@skill-kit/lint` re-exports `hasErrors` from here, so loading lint does not load the lenient entry.
export { escapeHtml } from "../catalog/escape-html.js";
export { hasErrors } from "../diagnostic.js";
export { nameKey } from "../discovery/resolve-name-clashes.js";
// `@skill-kit/scan` reads SKILL.md with these without loading the lenient entry (and the `yaml` package).
export { findDynamicCommands } from "../activation/find-dynamic-commands.js";
export { splitFrontmatter } from "../lenient/split-frontmatter.js";
export { parseAllowedTools } from "../parse-allowed-tools.js";
// What a skill is (`skill-kit scan` and `add` find skills by the rule `validate` uses).
export { skillFileIn } from "../discovery/skill-file.js";
export { skippedFolders } from "../files/walk.js";
