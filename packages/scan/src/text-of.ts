// Where a finding is in a text: its line and column.

/** The 1-based line and column of `index` in `text`. */
export function positionOf(text: string, index: number): { readonly line: number; readonly column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf("\n"); at !== -1 && at < index; at = text.indexOf("\n", at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/**
 * `positionOf` for indices given in ascending order, counting each line once: a file with many matches
 * is read once, not once per match. An index below the last one starts the count again.
 */
export function positionCursor(text: string): (index: number) => { readonly line: number; readonly column: number } {
  let line = 1;
  let lineStart = 0;
  let from = 0;
  return (index) => {
    if (index < from) {
      line = 1;
      lineStart = 0;
      from = 0;
    }
    for (let at = text.indexOf("\n", from); at !== -1 && at < index; at = text.indexOf("\n", at + 1)) {
      line += 1;
      lineStart = at + 1;
    }
    from = index;
    return { line, column: index - lineStart + 1 };
  };
}
