// `/name args` as a user types it: the skill's name, then everything after the first run of spaces.
import type { UserCommand } from "./host-types.js";

/** The command in a line, or undefined when it is not `/name …` or no skill has that name. */
export function parseUserCommand(text: string, names: ReadonlySet<string>): UserCommand | undefined {
  const match = /^\/([^\s/]+)(?:\s+([\s\S]*))?$/u.exec(text.trim());
  const name = match?.[1];
  if (name === undefined || !names.has(name)) return undefined;
  return { name, arguments: (match?.[2] ?? "").trim() };
}
