// Code inside code: a `sh -c` string, a decoded payload, `python -c` or `node -e` code, scanned as
// what it is, to a small depth. Their findings are reported where the outer command is.
import { analyzeCode } from "./code-flow.js";
import { analyzeShell } from "./analyze-shell.js";
import type { Language } from "./programs.js";
import { newShellState } from "./analyze-shell.js";
import type { ShellEvent, ShellState } from "./stream.js";

/** Where nested code is found: how deep, and the parser to use. */
export type Nesting = Pick<ShellState, "depth" | "parse">;

const maxDepth = 3;

export function nestedEvents(text: string, language: Language, { depth, parse }: Nesting): ShellEvent[] {
  if (depth >= maxDepth || text.length > 65_536) return [];
  if (language === "shell") return analyzeShell(text, newShellState(parse, depth + 1));
  if (language === "python" || language === "node" || language === "powershell")
    return analyzeCode(text, language, { depth: depth + 1, parse });
  return [];
}
