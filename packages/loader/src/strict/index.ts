// The public API of @skill-kit/loader/strict: the port of the reference validator (skills-ref 0.1.0 on strictyaml 1.7.3).
export { loadReferenceYaml } from "../reference-yaml/load-reference-yaml.js";
export type { ReferenceYamlOptions, ReferenceYamlResult } from "../reference-yaml/load-reference-yaml.js";
export type { ReferenceValue } from "../python-text.js";
export type { ReferenceProperties } from "./read-reference-properties.js";
export { validateSkillMdStrict } from "./validate-skill-md-strict.js";
export type { StrictOptions, StrictResult } from "./validate-skill-md-strict.js";
