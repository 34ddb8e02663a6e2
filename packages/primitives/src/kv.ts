// `render.kv`: aligned key/value lines.
import { displayText } from "./display-text.js";

/** One line per pair: the key padded to the longest key, two spaces, the value. No pairs give `""`. */
export function kv(pairs: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(pairs);
  const width = Math.max(0, ...entries.map(([key]) => key.length));
  return entries.map(([key, value]) => `${key.padEnd(width)}  ${displayText(value)}`).join("\n");
}
