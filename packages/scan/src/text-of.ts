// Text rules read a file as UTF-8 when it looks like text: no NUL byte in its first 8 KiB.

const decoder = new TextDecoder("utf-8");

export function textOf(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return undefined;
  return decoder.decode(bytes);
}

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
