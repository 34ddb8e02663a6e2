// The public API of @skill-kit/loader: parse (leniently), discover, catalog and serve SKILL.md skills.
// The reference validator is `@skill-kit/loader/strict`; verdicts on folders are `@skill-kit/loader/validate`;
// `@skill-kit/loader/internal` is for sibling packages only.
export { buildCatalog } from "./catalog/build-catalog.js";
export type { CatalogOptions, CatalogResult, CatalogSkill, CatalogStatus } from "./catalog/build-catalog.js";
export { renderAvailableSkills } from "./catalog/render-available-skills.js";
export type { CatalogEntry } from "./catalog/render-available-skills.js";

export { findDynamicCommands } from "./activation/find-dynamic-commands.js";
export type { BodySegment } from "./activation/find-dynamic-commands.js";
export { DISABLED_COMMAND_TEXT, renderSkillContent } from "./activation/render-skill-content.js";
export type {
  ActivatedSkill,
  CommandContext,
  CommandRecord,
  CommandRunner,
  RenderContentOptions,
  RenderedContent,
} from "./activation/render-skill-content.js";
export { splitArguments } from "./activation/split-arguments.js";
export { substituteArguments } from "./activation/substitute-arguments.js";
export type { Substitution, SubstitutionOptions } from "./activation/substitute-arguments.js";

export { hasErrors } from "./diagnostic.js";
export type { Diagnostic, Severity } from "./diagnostic.js";
export { InvalidOptionError, LoaderError, ResourceError, SnapshotError } from "./loader-error.js";
export type { LoaderErrorCode, LoaderErrorOptions } from "./loader-error.js";

export { discoverSkills } from "./discovery/discover-skills.js";
export type { DiscoverOptions, Discovery, SkillCandidate } from "./discovery/discover-skills.js";
export { loadSkills } from "./discovery/load-skills.js";
export type { LoadSkillsOptions, LoadSkillsResult, SkippedSkill } from "./discovery/load-skills.js";
export { resolveNameClashes } from "./discovery/resolve-name-clashes.js";
export type { ClashResolution, ShadowedSkill } from "./discovery/resolve-name-clashes.js";
export { projectFolders, skillRoots } from "./discovery/skill-roots.js";
export type { HostName, SkillRoot, SkillRootsOptions, SkillScope } from "./discovery/skill-roots.js";

export { watchSkillRoots } from "./watch/watch-skill-roots.js";
export type { SkillRootsWatcher, WatchSkillRootsOptions } from "./watch/watch-skill-roots.js";

export { checkEligibility } from "./eligibility/check-eligibility.js";
export type { Eligibility, EligibilityCheck, EligibilityOptions } from "./eligibility/check-eligibility.js";
export { createPathLookup } from "./eligibility/find-binary.js";
export type { BinaryFinder, PathLookupOptions } from "./eligibility/find-binary.js";

export { loadSkill } from "./files/load-skill.js";
export type { LoadSkillOptions } from "./files/load-skill.js";
export { readSkillFile, readSkillFileAt } from "./files/read-skill-file.js";
export type { ReadSkillFileOptions, SkillFile, SkillFileResult } from "./files/read-skill-file.js";

export type { FrontmatterLimits } from "./lenient/load-frontmatter.js";
export { parseSkillMd } from "./lenient/parse-skill-md.js";
export type { ParseSkillOptions, ParseSkillResult } from "./lenient/parse-skill-md.js";
export { splitFrontmatter } from "./lenient/split-frontmatter.js";
export type { FrontmatterParts, SplitResult } from "./lenient/split-frontmatter.js";

export { listSkillResources } from "./resources/list-skill-resources.js";
export type { ListResourcesOptions, ResourceListing } from "./resources/list-skill-resources.js";
export { readSkillResource } from "./resources/read-skill-resource.js";
export { sha256Digest, skillByteLimit, skillFileLimit, snapshotSkill } from "./resources/skill-snapshot.js";
export type { SkillSnapshot, SnapshotFile, SnapshotOptions } from "./resources/skill-snapshot.js";
export { DigestCache } from "./resources/digest-cache.js";
export type { CachedDigest, DigestCacheOptions } from "./resources/digest-cache.js";
export { verifySkillFiles } from "./resources/verify-skill-files.js";
export type { SkillEntry } from "./resources/verify-skill-files.js";
export type { ReadResourceOptions, SkillResource } from "./resources/read-skill-resource.js";

export type { ClaudeCodeFields, Effort, Skill, SpecFields, YamlMapping } from "./skill.js";
export { parseAllowedTools } from "./parse-allowed-tools.js";
export { isYamlList, isYamlMapping } from "./yaml-value.js";
export type { YamlValue } from "./yaml-value.js";
