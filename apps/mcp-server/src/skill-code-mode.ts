// A skill that declares code mode for its API in its own SKILL.md, under `metadata`:
//   metadata:
//     code-mode: openapi.json            (the API description, relative to the skill's folder, or a URL)
//     code-mode-clients: clients.mjs     (the module exporting `clients`)
// `skill-kit-mcp --code-mode <skill folder>` serves what the skill declares.
import { statSync } from "node:fs";
import { join } from "node:path";
import { loadSkill } from "@skill-kit/loader";
import type { CodeModeFlags } from "./code-mode-server.js";

/** The flags a skill folder's declaration stands for; `flags` as given when they name no folder. */
export function declaredCodeMode(flags: CodeModeFlags): CodeModeFlags {
  if (!isFolder(flags.spec)) return flags;
  const loaded = loadSkill(flags.spec);
  if (!loaded.ok)
    throw new TypeError(
      `--code-mode: ${flags.spec} is a folder but not a skill (${loaded.diagnostics[0]?.message ?? "no SKILL.md"})`,
    );
  const metadata = loaded.skill.spec.metadata ?? {};
  const spec = metadata["code-mode"];
  if (typeof spec !== "string")
    throw new TypeError(
      `--code-mode: the skill ${loaded.skill.name} declares no code mode (metadata.code-mode: <spec file or URL>)`,
    );
  const clients = metadata["code-mode-clients"];
  const inFolder = (path: string): string => (/^https?:\/\//i.test(path) ? path : join(flags.spec, path));
  return {
    spec: inFolder(spec),
    ...(flags.clients !== undefined
      ? { clients: flags.clients }
      : typeof clients === "string"
        ? { clients: inFolder(clients) }
        : {}),
  };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
