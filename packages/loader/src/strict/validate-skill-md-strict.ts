// Strict mode: the reference validator's verdict and messages for one SKILL.md text.
import { errorDiagnostic, type Diagnostic } from "../diagnostic.js";
import { parseReferenceFrontmatter, toPythonText } from "./parse-reference-frontmatter.js";
import { readReferenceProperties, type ReferenceProperties } from "./read-reference-properties.js";
import { referenceMetadataErrors } from "./reference-metadata-errors.js";

/** The strict verdict: `valid` exactly when skills-ref's `validate` returns no error. */
export interface StrictResult {
  readonly valid: boolean;
  /** Errors with the reference's exact message text, in its order. */
  readonly diagnostics: readonly Diagnostic[];
  /** What `skills-ref read-properties` would print, when it would succeed. */
  readonly properties?: ReferenceProperties;
  /** The reference's `read-properties` error (`ParseError: …` or `ValidationError: …`) otherwise. */
  readonly propertiesError?: string;
}

/** Where the text came from: the folder name is compared with `name`; `path` is put on diagnostics. */
export interface StrictOptions {
  readonly directoryName?: string;
  readonly path?: string;
}

/**
 * Checks SKILL.md text the way skills-ref 0.1.0 does (`validate` and `read_properties`), including
 * its strictyaml parsing: the same valid/invalid verdict and the same messages.
 */
export function validateSkillMdStrict(text: string, options: StrictOptions = {}): StrictResult {
  const frontmatter = parseReferenceFrontmatter(toPythonText(text));
  if (!frontmatter.ok) {
    return {
      valid: false,
      diagnostics: [errorDiagnostic(frontmatter.rule, frontmatter.message, options.path)],
      propertiesError: `ParseError: ${frontmatter.message}`,
    };
  }
  const errors = referenceMetadataErrors(frontmatter.metadata, options.directoryName);
  const diagnostics = errors.map((error) => errorDiagnostic(error.rule, error.message, options.path));
  const read = readReferenceProperties(frontmatter.metadata);
  const base = { valid: diagnostics.length === 0, diagnostics };
  return read.ok ? { ...base, properties: read.properties } : { ...base, propertiesError: read.error };
}
