// Where each host reads a project's skills: the loader's project folders for the hosts it knows
// (`.claude/skills`, `.codex/skills`, `.gemini/skills`, `.opencode/skills`); every other host of the
// registry, and `generic`, reads the cross-client `.agents/skills`.
import { relative } from "node:path";
import { type HostName, skillRoots } from "@skill-kit/loader";
import type { HostId } from "@skill-kit/primitives";

const loaderHosts: Partial<Record<HostId, HostName>> = {
  "claude-code": "claude-code",
  codex: "codex",
  "gemini-cli": "gemini-cli",
  opencode: "opencode",
};

/** The skills folder of `host` in `project`, relative to it (`/`-separated). */
export function hostSkillsFolder(project: string, host: HostId): string {
  const name = loaderHosts[host] ?? "agents";
  const root = skillRoots({ cwd: project, home: project, hosts: [name] }).find((candidate) => candidate.scope === "project");
  return root === undefined ? ".agents/skills" : relative(project, root.path).split("\\").join("/");
}
