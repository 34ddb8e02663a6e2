// The spec's name rules as warnings for the lenient loader: what was expected and what was found.
import { codePointLength } from "../code-points.js";
import { pyIsAlnum } from "../python-text.js";

/** Names of only ASCII letters, digits and hyphens: every character passes Python's `isalnum()` or is `-`. */
const ASCII_NAME = /^[A-Za-z0-9-]*$/;
/** Printable ASCII text is its own NFKC form. */
const ASCII = /^[\x20-\x7e]*$/;

function nfkc(text: string): string {
  return ASCII.test(text) ? text : text.normalize("NFKC");
}

/** One broken name rule. */
export interface NameFinding {
  readonly rule: string;
  readonly message: string;
}

/** Checks a trimmed name (compared after NFKC, as the reference does) against the spec and its folder. */
export function checkSkillName(name: string, directoryName: string | undefined): NameFinding[] {
  const normal = nfkc(name);
  const findings: NameFinding[] = [];
  const length = normal.length <= 64 ? normal.length : codePointLength(normal);
  if (length > 64)
    findings.push({ rule: "name-too-long", message: `name '${name}' is ${length} characters; the spec allows at most 64` });
  if (normal !== normal.toLowerCase()) {
    findings.push({ rule: "name-not-lowercase", message: `name '${name}' has uppercase letters; the spec expects lowercase` });
  }
  if (normal.startsWith("-") || normal.endsWith("-")) {
    findings.push({ rule: "name-hyphen-edge", message: `name '${name}' starts or ends with '-'; the spec forbids that` });
  }
  if (normal.includes("--"))
    findings.push({ rule: "name-consecutive-hyphens", message: `name '${name}' contains '--'; the spec forbids that` });
  const invalid = ASCII_NAME.test(normal)
    ? []
    : [...new Set(Array.from(normal).filter((char) => char !== "-" && !pyIsAlnum(char)))];
  if (invalid.length > 0) {
    const shown = invalid.map((char) => (char === " " ? "space" : `'${char}'`)).join(", ");
    findings.push({
      rule: "name-invalid-characters",
      message: `name '${name}' contains ${shown}; the spec allows only letters, digits and '-'`,
    });
  }
  if (directoryName !== undefined && nfkc(directoryName) !== normal) {
    findings.push({
      rule: "name-directory-mismatch",
      message: `name '${name}' differs from its folder name '${directoryName}'; the spec expects them to match`,
    });
  }
  return findings;
}
