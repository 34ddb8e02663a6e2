// The text files that hold any character a hidden-character rule looks for, found in one pass and
// shared by those rules: most files hold none, and each rule then reads only the few that do.
import type { ScanInput } from "./rule.js";

/** Soft hyphen, zero-width, direction marks and controls, invisible operators, variation selectors, BOM, and the high surrogate of tags and supplementary selectors (what `normalize` removes). */
const hidden = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]|[\uFE00-\uFE0F]|\uDB40/;

const found = new WeakMap<ReadonlyMap<string, string>, ScanInput>();

/** The input with only the text files holding a hidden character. */
export function hiddenCandidates(input: ScanInput): ScanInput {
  const known = found.get(input.texts);
  if (known !== undefined) return known;
  const texts = new Map([...input.texts].filter(([, text]) => hidden.test(text)));
  const narrowed = { ...input, texts };
  found.set(input.texts, narrowed);
  return narrowed;
}
