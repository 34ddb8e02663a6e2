// `render.code`: a fenced code block.

/** `source` in a fenced block, tagged with `lang` when given. */
export function code(source: string, lang = ""): string {
  return `\`\`\`${lang}\n${source}\n\`\`\``;
}
