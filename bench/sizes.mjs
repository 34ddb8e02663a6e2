// Bundle bytes a CLI step loads and SKILL.md bytes per example, next to the targets.
import { buildExamples, table } from "./lib.mjs";

export function sizes(built) {
  const rows = built.map((b) => [b.example, b.kind, b.stepBytes ?? "—", b.snapshotBytes ?? "—", b.skillMdBytes, b.skillMdBytes <= 3693 ? "yes" : "NO"]);
  return `### Sizes\n\nSKILL.md target: at most half of the existing system's 7,386 bytes for a 6-step skill (3,693). A step started from the snapshot parses no JavaScript; V8 deserializes the snapshot instead.\n\n${table(["example", "kind", "bundle bytes a CLI step parses", "snapshot bytes (replaces them)", "SKILL.md bytes", "SKILL.md ≤ 3,693"], rows)}\n`;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) console.log(sizes(buildExamples()));
