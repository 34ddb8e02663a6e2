// The public API of @skill-kit/scan: an offline security scan of agent skills and its reports.
export type { Finding, ScanLevel, ScanRule } from "./finding.js";
export type { ContentFile, ContentLink, SkillContents, UnreadEntry } from "./skill-contents.js";
export { scanRules } from "./scan-rules.js";
export { hasBlockingFindings, scanSkill } from "./scan-skill.js";
export type { ScanOptions } from "./scan-skill.js";
export { parseSuppressions, suppressionFileName } from "./suppressions.js";
export type { Suppression } from "./suppressions.js";
export { type FoundSkill, findSkillFolders, findSkills, readSkillContents } from "./read-skill-contents.js";
export type { ReadContentsOptions } from "./read-skill-contents.js";
export { textReport } from "./text-report.js";
export { sarifReport } from "./sarif-report.js";
export type { SarifOptions } from "./sarif-report.js";
