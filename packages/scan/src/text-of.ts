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
