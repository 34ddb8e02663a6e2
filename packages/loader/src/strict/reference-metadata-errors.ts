// The reference validator's field checks, in its order and with its exact messages.
import { codePointLength } from "../code-points.js";
import { pyIsAlnum, pyStrip, type ReferenceValue } from "../python-text.js";

/** One reference error: the message is the reference's text, `rule` names the check. */
export interface ReferenceError {
  readonly rule: string;
  readonly message: string;
}

/** Names of only ASCII letters, digits and hyphens: every character passes Python's `isalnum()` or is `-`. */
const ASCII_NAME = /^[A-Za-z0-9-]*$/;
/** Printable ASCII text is its own NFKC form. */
const ASCII = /^[\x20-\x7e]*$/;

function nfkc(text: string): string {
  return ASCII.test(text) ? text : text.normalize("NFKC");
}
const ALLOWED = ["allowed-tools", "compatibility", "description", "license", "metadata", "name"];
const ALLOWED_TEXT = `[${ALLOWED.map((field) => `'${field}'`).join(", ")}]`;

function isBlank(value: ReferenceValue): boolean {
  return typeof value !== "string" || pyStrip(value) === "";
}

function nameErrors(raw: ReferenceValue, directoryName: string | undefined): ReferenceError[] {
  if (isBlank(raw)) return [{ rule: "name-not-string", message: "Field 'name' must be a non-empty string" }];
  const name = nfkc(pyStrip(raw as string));
  const errors: ReferenceError[] = [];
  const length = name.length <= 64 ? name.length : codePointLength(name);
  if (length > 64) {
    errors.push({ rule: "name-too-long", message: `Skill name '${name}' exceeds 64 character limit (${length} chars)` });
  }
  if (name !== name.toLowerCase()) errors.push({ rule: "name-not-lowercase", message: `Skill name '${name}' must be lowercase` });
  if (name.startsWith("-") || name.endsWith("-")) {
    errors.push({ rule: "name-hyphen-edge", message: "Skill name cannot start or end with a hyphen" });
  }
  if (name.includes("--"))
    errors.push({ rule: "name-consecutive-hyphens", message: "Skill name cannot contain consecutive hyphens" });
  if (!ASCII_NAME.test(name) && !Array.from(name).every((char) => char === "-" || pyIsAlnum(char))) {
    errors.push({
      rule: "name-invalid-characters",
      message: `Skill name '${name}' contains invalid characters. Only letters, digits, and hyphens are allowed.`,
    });
  }
  if (directoryName !== undefined && nfkc(directoryName) !== name) {
    errors.push({
      rule: "name-directory-mismatch",
      message: `Directory name '${directoryName}' must match skill name '${name}'`,
    });
  }
  return errors;
}

function descriptionErrors(raw: ReferenceValue): ReferenceError[] {
  if (isBlank(raw)) return [{ rule: "description-not-string", message: "Field 'description' must be a non-empty string" }];
  // A text has at most as many code points as UTF-16 units.
  if ((raw as string).length <= 1024) return [];
  const length = codePointLength(raw as string);
  if (length <= 1024) return [];
  return [{ rule: "description-too-long", message: `Description exceeds 1024 character limit (${length} chars)` }];
}

function compatibilityErrors(raw: ReferenceValue): ReferenceError[] {
  if (typeof raw !== "string") return [{ rule: "compatibility-not-string", message: "Field 'compatibility' must be a string" }];
  if (raw.length <= 500) return [];
  const length = codePointLength(raw);
  if (length <= 500) return [];
  return [{ rule: "compatibility-too-long", message: `Compatibility exceeds 500 character limit (${length} chars)` }];
}

/** skills-ref's `validate_metadata`: unknown fields, name, description, compatibility. */
export function referenceMetadataErrors(
  metadata: ReadonlyMap<string, ReferenceValue>,
  directoryName: string | undefined,
): ReferenceError[] {
  const errors: ReferenceError[] = [];
  const extra = [...metadata.keys()].filter((key) => !ALLOWED.includes(key)).sort(comparePython);
  if (extra.length > 0) {
    errors.push({
      rule: "unexpected-fields",
      message: `Unexpected fields in frontmatter: ${extra.join(", ")}. Only ${ALLOWED_TEXT} are allowed.`,
    });
  }
  const name = metadata.get("name");
  if (name === undefined) errors.push({ rule: "name-missing", message: "Missing required field in frontmatter: name" });
  else errors.push(...nameErrors(name, directoryName));
  const description = metadata.get("description");
  if (description === undefined) {
    errors.push({ rule: "description-missing", message: "Missing required field in frontmatter: description" });
  } else {
    errors.push(...descriptionErrors(description));
  }
  const compatibility = metadata.get("compatibility");
  if (compatibility !== undefined) errors.push(...compatibilityErrors(compatibility));
  return errors;
}

/** Python's default string order: by code point. */
function comparePython(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const diff = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}
