// A rendered SKILL.md sits under the page's h1 and the section's h2: its headings move two levels
// down (h1 → h3, …, h6 stays h6) so the page keeps one h1 and an outline without jumps.
export function demoteHeadings(html: string, by = 2): string {
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/gi,
    (_tag: string, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + by)}`,
  );
}
