// The reference `<available_skills>` block: one element per line, names and descriptions escaped.
import { escapeHtml } from "./escape-html.js";

/** One catalog entry. `location` is the absolute SKILL.md path (left out of the block when absent). */
export interface CatalogEntry {
  readonly name: string;
  readonly description: string;
  readonly location?: string;
}

/** One `<skill>` element, ending with a newline. */
export function renderCatalogEntry(entry: CatalogEntry): string {
  const location = entry.location === undefined ? "" : `<location>\n${entry.location}\n</location>\n`;
  return `<skill>\n<name>\n${escapeHtml(entry.name)}\n</name>\n<description>\n${escapeHtml(entry.description)}\n</description>\n${location}</skill>\n`;
}

/**
 * Renders entries exactly as `skills-ref to-prompt` does: `html.escape` on name and description
 * (quotes too), the location as is, and for no entries the two lines `<available_skills>` and
 * `</available_skills>`.
 */
export function renderAvailableSkills(entries: readonly CatalogEntry[]): string {
  return `<available_skills>\n${entries.map(renderCatalogEntry).join("")}</available_skills>`;
}
