// Reads typed values out of frontmatter, reporting each value of the wrong type as a warning.
import { warningDiagnostic, type Diagnostic } from "../diagnostic.js";
import { isYamlList, isYamlMapping, type YamlValue } from "../yaml-value.js";
import type { YamlMapping } from "../skill.js";

const TRUE = /^(?:true|yes|on|1)$/i;
const FALSE = /^(?:false|no|off|0)$/i;

function describe(value: YamlValue): string {
  if (typeof value === "string") return `'${value.length > 60 ? `${value.slice(0, 60)}…` : value}'`;
  return isYamlList(value) ? "a list" : "a mapping";
}

/** Typed access to one frontmatter mapping; wrong types become warnings and read as absent. */
export class FieldReader {
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    readonly fields: YamlMapping,
    private readonly path: string | undefined,
  ) {}

  has(key: string): boolean {
    return Object.hasOwn(this.fields, key);
  }

  get(key: string): YamlValue | undefined {
    return this.has(key) ? this.fields[key] : undefined;
  }

  warn(rule: string, message: string): void {
    this.diagnostics.push(warningDiagnostic(rule, message, this.path));
  }

  wrongType(key: string, expected: string, value: YamlValue): void {
    this.warn("field-type", `frontmatter field '${key}' must be ${expected}; found ${describe(value)}, so it was ignored`);
  }

  text(key: string): string | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (typeof value === "string") return value.trim();
    this.wrongType(key, "text", value);
    return undefined;
  }

  boolean(key: string): boolean | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (typeof value === "string" && TRUE.test(value.trim())) return true;
    if (typeof value === "string" && FALSE.test(value.trim())) return false;
    this.wrongType(key, "a boolean (true/false, yes/no, on/off, 1/0)", value);
    return undefined;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    const found = allowed.find((option) => typeof value === "string" && option === value.trim().toLowerCase());
    if (found === undefined) this.wrongType(key, `one of ${allowed.join(", ")}`, value);
    return found;
  }

  mapping(key: string): YamlMapping | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (isYamlMapping(value)) return value;
    this.wrongType(key, "a mapping", value);
    return undefined;
  }

  /** Text split by `separator`, or a list of text; empty items dropped. */
  list(key: string, separator: RegExp): string[] | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    const items = typeof value === "string" ? value.split(separator) : isYamlList(value) ? value : undefined;
    if (items === undefined || !items.every((item) => typeof item === "string")) {
      this.wrongType(key, "text or a list of text", value);
      return undefined;
    }
    return items.map((item) => item.trim()).filter((item) => item !== "");
  }
}
