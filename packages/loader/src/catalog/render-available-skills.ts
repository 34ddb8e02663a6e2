// The reference `<available_skills>` block: one element per line, names and descriptions escaped.
import { escapedChars, escapeHtml } from "./escape-html.js";
import { codePointLength } from "../code-points.js";

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

/** The characters around an entry's name, description and location. */
const ENTRY_CHARS = renderCatalogEntry({ name: "", description: "" }).length;
const LOCATION_CHARS = "<location>\n\n</location>\n".length;

/** `codePointLength(renderCatalogEntry(entry))`, without rendering it. */
export function catalogEntryChars(entry: CatalogEntry): number {
  const location = entry.location === undefined ? 0 : LOCATION_CHARS + codePointLength(entry.location);
  return ENTRY_CHARS + escapedChars(entry.name) + escapedChars(entry.description) + location;
}

/**
 * Renders entries exactly as `skills-ref to-prompt` does: `html.escape` on name and description
 * (quotes too), the location as is, and for no entries the two lines `<available_skills>` and
 * `</available_skills>`.
 */
export function renderAvailableSkills(entries: readonly CatalogEntry[]): string {
  return `<available_skills>\n${entries.map(renderCatalogEntry).join("")}</available_skills>`;
}
