// The lenient loader for one SKILL.md text: what hosts accept, with warnings for what the spec would reject.
import { loadFrontmatter, type FrontmatterLimits } from "./load-frontmatter.js";
import { errorDiagnostic, type Diagnostic } from "../diagnostic.js";
import { FieldReader } from "../fields/field-reader.js";
import { CLAUDE_CODE_KEYS, readClaudeCodeFields } from "../fields/read-claude-code-fields.js";
import { readSpecFields } from "../fields/read-spec-fields.js";
import type { Skill, YamlMapping } from "../skill.js";

/** Where the text came from, and the frontmatter limits. */
export interface ParseSkillOptions extends FrontmatterLimits {
  /** The skill's folder name, compared with `name` and used when `name` is missing. */
  readonly directoryName?: string;
  /** Absolute path of the SKILL.md file; also put on diagnostics. */
  readonly location?: string;
  /** Absolute path of the skill folder. */
  readonly directory?: string;
}

/** A loaded skill with its warnings, or the errors that made it skip. */
export type ParseSkillResult =
  | { readonly ok: true; readonly skill: Skill; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

const KNOWN_KEYS = new Set(["name", "description", "license", "compatibility", "metadata", "allowed-tools", ...CLAUDE_CODE_KEYS]);

function unknownFields(frontmatter: YamlMapping, fields: FieldReader): YamlMapping {
  const unknown = Object.keys(frontmatter).filter((key) => !KNOWN_KEYS.has(key));
  for (const key of unknown) {
    fields.warn(
      "unknown-field",
      `frontmatter field '${key}' is neither an Agent Skills field nor a Claude Code field; it is kept in unknownFields`,
    );
  }
  return unknown.length === 0 ? {} : Object.fromEntries(Object.entries(frontmatter).filter(([key]) => !KNOWN_KEYS.has(key)));
}

/**
 * Parses SKILL.md text leniently (the client guide): warns on name/folder mismatch, over-long
 * fields and unknown fields; skips only without a description or with YAML that stays unreadable
 * after one repair attempt.
 */
export function parseSkillMd(text: string, options: ParseSkillOptions = {}): ParseSkillResult {
  const path = options.location;
  const loaded = loadFrontmatter(text, options, path);
  if (!loaded.ok) return loaded;
  const fields = new FieldReader(loaded.frontmatter, path);
  const spec = readSpecFields(fields, options.directoryName);
  if (!spec.ok) {
    return {
      ok: false,
      diagnostics: [...loaded.diagnostics, ...fields.diagnostics, errorDiagnostic(spec.rule, spec.message, path)],
    };
  }
  const claudeCode = readClaudeCodeFields(fields);
  const skill: Skill = {
    name: spec.spec.name,
    description: spec.spec.description,
    body: loaded.body,
    ...(options.location === undefined ? {} : { location: options.location }),
    ...(options.directory === undefined ? {} : { directory: options.directory }),
    spec: spec.spec,
    claudeCode,
    unknownFields: unknownFields(loaded.frontmatter, fields),
    frontmatter: loaded.frontmatter,
  };
  return { ok: true, skill, diagnostics: [...loaded.diagnostics, ...fields.diagnostics] };
}
