// The reference reader's values (text, lists, ordered maps) as plain frontmatter data; both readers use it.
import { isReferenceMap, type ReferenceValue } from "../python-text.js";
import type { YamlValue } from "../yaml-value.js";

/** Turns the reference's value (with ordered maps) into plain data. */
export function toYamlValue(value: ReferenceValue): YamlValue {
  if (typeof value === "string") return value;
  if (isReferenceMap(value)) {
    const mapping: Record<string, YamlValue> = {};
    for (const [key, item] of value) {
      // As Object.fromEntries: `__proto__` becomes an own property, not the prototype.
      if (key === "__proto__")
        Object.defineProperty(mapping, key, { value: toYamlValue(item), writable: true, enumerable: true, configurable: true });
      else mapping[key] = toYamlValue(item);
    }
    return mapping;
  }
  return value.map(toYamlValue);
}
