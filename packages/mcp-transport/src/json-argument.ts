// A tool argument as the CLI's JSON flag: refused before serializing when it is nested deeper
// than the CLI accepts (JSON.stringify would overflow the stack long before 10,000 levels).
import { deeperThan, maxDepth } from "@skill-kit/cli-protocol";

export type JsonArgument = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

export function jsonArgument(flag: string, value: unknown): JsonArgument {
  if (deeperThan(value, maxDepth)) return { ok: false, message: `--${flag} is nested more than ${String(maxDepth)} levels deep` };
  return { ok: true, text: JSON.stringify(value) };
}
