// @skill-kit/loader/portable: the parts that run anywhere (no Node built-in, no YAML package): the
// catalog, activation content, argument substitution and the error classes. Hosts outside Node
// (`@skill-kit/agent`'s root) import these; reading folders stays in the main entry.
export { buildCatalog } from "../catalog/build-catalog.js";
export type { CatalogOptions, CatalogResult, CatalogSkill, CatalogStatus } from "../catalog/build-catalog.js";
export { renderAvailableSkills } from "../catalog/render-available-skills.js";
export type { CatalogEntry } from "../catalog/render-available-skills.js";
export { escapeHtml } from "../catalog/escape-html.js";
export { findDynamicCommands } from "../activation/find-dynamic-commands.js";
export type { BodySegment } from "../activation/find-dynamic-commands.js";
export { DISABLED_COMMAND_TEXT, renderSkillContent } from "../activation/render-skill-content.js";
export type {
  ActivatedSkill,
  CommandContext,
  CommandRecord,
  CommandRunner,
  RenderContentOptions,
  RenderedContent,
} from "../activation/render-skill-content.js";
export { splitArguments } from "../activation/split-arguments.js";
export { substituteArguments } from "../activation/substitute-arguments.js";
export type { Substitution, SubstitutionOptions } from "../activation/substitute-arguments.js";
export { InvalidOptionError, LoaderError, ResourceError } from "../loader-error.js";
export type { LoaderErrorCode, LoaderErrorOptions } from "../loader-error.js";
export { parseAllowedTools } from "../parse-allowed-tools.js";
export type { ClaudeCodeFields, Effort, Skill, SpecFields, YamlMapping } from "../skill.js";
export type { YamlValue } from "../yaml-value.js";
