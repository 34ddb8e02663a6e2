// The text files that hold any character a hidden-character rule looks for, found in one pass and
// shared by those rules: most files hold none, and each rule then reads only the few that do.
import { hasInvisible } from "../normalize.js";
import type { ScanInput } from "./rule.js";

const found = new WeakMap<ReadonlyMap<string, string>, ScanInput>();

/** The input with only the text files holding a hidden character. */
export function hiddenCandidates(input: ScanInput): ScanInput {
  const known = found.get(input.texts);
  if (known !== undefined) return known;
  const texts = new Map([...input.texts].filter(([, text]) => hasInvisible(text)));
  const narrowed = { ...input, texts };
  found.set(input.texts, narrowed);
  return narrowed;
}
