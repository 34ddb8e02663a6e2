// Bytes a CLI step parses, the files it loads only when needed, and SKILL.md bytes per example.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildExamples, table } from "./lib.mjs";

const bytes = (dir, file) => (existsSync(join(dir, "bin", file)) ? statSync(join(dir, "bin", file)).size : "—");

export function sizes(built) {
  const rows = built.map((b) => [b.example, b.kind, b.stepBytes ?? "—", bytes(b.dir, "arktype.cjs"), bytes(b.dir, "mcp.cjs"), b.skillMdBytes, b.skillMdBytes <= 3693 ? "yes" : "NO"]);
  return `### Sizes\n\nSKILL.md target: at most half of the existing system's 7,386 bytes for a 6-step skill (3,693). A CLI step parses the step program only; ArkType is parsed when a call meets data the build's checks do not accept, MCP only by \`scripts/run mcp\`.\n\n${table(["example", "kind", "bytes a CLI step parses", "ArkType (when needed)", "MCP (mcp only)", "SKILL.md bytes", "SKILL.md ≤ 3,693"], rows)}\n`;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) console.log(sizes(buildExamples()));
