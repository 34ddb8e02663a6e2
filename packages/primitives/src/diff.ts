// `render.diff`: a positional, line-by-line comparison (not a unified diff).

/**
 * `--- before` and `+++ after`, then line i of each side compared: equal lines print as
 * ` line`, different ones as `-old` then `+new` (a side that has run out prints nothing).
 */
export function diff(before: string, after: string): string {
  const old = before.split("\n");
  const next = after.split("\n");
  const lines = ["--- before", "+++ after"];
  for (let index = 0; index < Math.max(old.length, next.length); index += 1) {
    const left = old[index];
    const right = next[index];
    if (left === right) {
      lines.push(` ${left ?? ""}`);
      continue;
    }
    if (left !== undefined) lines.push(`-${left}`);
    if (right !== undefined) lines.push(`+${right}`);
  }
  return lines.join("\n");
}
