// Python string semantics the reference validator relies on: strip, isalnum, repr, str of values.

// Every Python whitespace character is a single UTF-16 unit, so the ends can be trimmed unit by unit.
const PY_WHITESPACE =
  "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";

/** Python's `str.strip()`: removes Python whitespace (which differs from `String.prototype.trim`). */
export function pyStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && PY_WHITESPACE.includes(text.charAt(start))) start += 1;
  while (end > start && PY_WHITESPACE.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

const ALNUM = /^[\p{L}\p{N}]$/u;

/** Python's `str.isalnum()` for one code point. */
export function pyIsAlnum(char: string): boolean {
  return ALNUM.test(char);
}

const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

function escapeChar(char: string, quote: string): string {
  if (char === "\\") return "\\\\";
  if (char === quote) return `\\${quote}`;
  if (char === "\t") return "\\t";
  if (char === "\n") return "\\n";
  if (char === "\r") return "\\r";
  if (char === " " || !NON_PRINTABLE.test(char)) return char;
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x100) return `\\x${code.toString(16).padStart(2, "0")}`;
  if (code < 0x10000) return `\\u${code.toString(16).padStart(4, "0")}`;
  return `\\U${code.toString(16).padStart(8, "0")}`;
}

/** Python's `repr()` of a string. */
export function pyRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) out += escapeChar(char, quote);
  return out + quote;
}

/** A value as the reference reads it from YAML: strings, lists, and insertion-ordered mappings. */
export type ReferenceValue = string | readonly ReferenceValue[] | ReadonlyMap<string, ReferenceValue>;

/** True for a mapping read by the reference. */
export function isReferenceMap(value: ReferenceValue | undefined): value is ReadonlyMap<string, ReferenceValue> {
  return value instanceof Map;
}

/** Python's `repr()` of a value read by the reference. */
export function pyReprValue(value: ReferenceValue): string {
  if (typeof value === "string") return pyRepr(value);
  if (isReferenceMap(value)) {
    const parts = [...value].map(([key, item]) => `${pyRepr(key)}: ${pyReprValue(item)}`);
    return `{${parts.join(", ")}}`;
  }
  return `[${value.map(pyReprValue).join(", ")}]`;
}

/** Python's `str()` of a value read by the reference: strings as is, containers as their repr. */
export function pyStr(value: ReferenceValue): string {
  return typeof value === "string" ? value : pyReprValue(value);
}
