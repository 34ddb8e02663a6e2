// Where each host reads a project's skills, as the `skills` CLI (npm `skills` 1.7.4, its `agents`
// table, `skillsDir`) installs them: Claude Code reads `.claude/skills`, Roo Code `.roo/skills`; Codex,
// OpenCode, Gemini CLI, Cline, Kilo Code, Cursor, Amp and `generic` read the cross-client
// `.agents/skills`. apps/cli/test/install/hosts.test.ts checks this table against that CLI's.
import type { HostId } from "@skill-kit/primitives";

const hostFolders: Readonly<Record<HostId, string>> = Object.freeze({
  "claude-code": ".claude/skills",
  codex: ".agents/skills",
  opencode: ".agents/skills",
  "gemini-cli": ".agents/skills",
  cline: ".agents/skills",
  "roo-code": ".roo/skills",
  "kilo-code": ".agents/skills",
  cursor: ".agents/skills",
  amp: ".agents/skills",
  generic: ".agents/skills",
});

/** The skills folder of `host` in a project, relative to it (`/`-separated); the same for every project. */
export function hostSkillsFolder(_project: string, host: HostId): string {
  return hostFolders[host];
}
