// A tool argument as the CLI's JSON flag: refused before serializing when it is nested deeper
// than the CLI accepts (JSON.stringify would overflow the stack long before 10,000 levels).
import { maxDepth } from "@skill-kit/cli-protocol";

export type JsonArgument = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

export function jsonArgument(flag: string, value: unknown): JsonArgument {
  if (deeperThan(value, maxDepth)) return { ok: false, message: `--${flag} is nested more than ${String(maxDepth)} levels deep` };
  return { ok: true, text: JSON.stringify(value) };
}

/** Whether arrays and objects nest more than `limit` levels, walked without recursion. */
function deeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
