// `GET /api/hosts`: the hosts a prompt can be shown for (primitives' host registry).
import { hostIds } from "@skill-kit/primitives";
import type { StudioRoute } from "../server/route.js";

const hostNames: Readonly<Record<string, string>> = {
  "claude-code": "Claude Code",
  codex: "Codex",
  opencode: "OpenCode",
  "gemini-cli": "Gemini CLI",
  cline: "Cline",
  "roo-code": "Roo Code",
  "kilo-code": "Kilo Code",
  cursor: "Cursor",
  amp: "Amp",
  generic: "Generic host",
};

export const hostsRoute: StudioRoute = {
  method: "GET",
  pattern: "/api/hosts",
  handle: () => Promise.resolve({ status: 200, json: { hosts: hostIds.map((id) => ({ id, name: hostNames[id] ?? id })) } }),
};
