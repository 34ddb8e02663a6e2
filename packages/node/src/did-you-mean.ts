// The known name closest to a misspelt one, by edit distance; undefined when none is close.

/** Levenshtein distance (insert, delete, substitute; a swap of two letters counts 2). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest of `known` to `typed`: within 2 edits for names of 4 letters or more, 1 for shorter ones. */
export function didYouMean(typed: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const edits = distance(typed.toLowerCase(), name);
    const allowed = name.length >= 4 ? 2 : 1;
    if (edits <= allowed && (best === undefined || edits < best.distance)) best = { name, distance: edits };
  }
  return best?.name;
}
