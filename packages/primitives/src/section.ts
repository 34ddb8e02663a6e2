// `render.section`: a titled markdown section.

/** `## title`, a blank line, then `body`. */
export function section(title: string, body: string): string {
  return `## ${title}\n\n${body}`;
}
