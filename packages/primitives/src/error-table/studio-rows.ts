// The error table's rows for one part of skill-kit (index.ts joins them). The studio's HTTP refusals (`skill-kit studio`): answered as `{ error: { code, message } }`, never thrown.
import type { ErrorRow } from "./error-row.js";

export const studioRows = {
  STUDIO_UNAUTHORIZED: {
    area: "studio",
    meaning:
      "a request without the studio's token (neither its cookie nor `Authorization: Bearer`), or the printed URL with another token",
    remedy: "open the URL `skill-kit studio` printed; a restarted studio has a new token",
    surfaces: "`skill-kit studio`: HTTP 401",
  },
  STUDIO_FORBIDDEN: {
    area: "studio",
    meaning:
      "a `Host` header that does not name the studio (DNS rebinding) or an `Origin` that is not its own (another site's page); or an answer to a run an owner started (`skill-kit-mcp --http`, `--owner`), which the studio shows but does not answer",
    remedy: "open the studio at the address it printed, from its own page; an owner's run is answered by its owner's agent",
    surfaces: "`skill-kit studio`: HTTP 403",
  },
  STUDIO_NOT_FOUND: {
    area: "studio",
    meaning: "nothing is served at that path: an unknown API path, a skill, run or file the studio does not have",
    remedy: "reload the library; a skill that was removed or renamed has another id",
    surfaces: "`skill-kit studio`: HTTP 404",
  },
  STUDIO_TOO_LARGE: {
    area: "studio",
    meaning: "a request body over 64 KiB, or a file over the size the studio shows",
    remedy: "send a smaller answer; open a large file in an editor",
    surfaces: "`skill-kit studio`: HTTP 413",
  },
  STUDIO_FAILED: {
    area: "studio",
    meaning: "the studio failed while answering (a bug, or a store that stopped answering); the message names no internals",
    remedy: "see the studio's terminal; check the store; report it if it stays",
    surfaces: "`skill-kit studio`: HTTP 500",
  },
  SOURCE_NOT_LOADED: {
    area: "studio",
    meaning:
      "a warning on a skill of the studio's library: a `skill.ts` (or `src/skill.ts`) beside its SKILL.md that is not the `--entry` source; loading a source runs it, so the studio shows the skill as prose",
    remedy: "to see its graph or drive it, start the studio with `--entry` on that source, if you trust its code",
    surfaces: "`skill-kit studio`: a library diagnostic (warning)",
  },
} as const satisfies Readonly<Record<string, ErrorRow>>;
