// Where skill-kit keeps state when no flag says: one answer for every binary.
import { tmpdir } from "node:os";
import { join } from "node:path";

/** `<TMPDIR or the system's temp folder>/skill-kit-sessions`: the session files of every built skill and server. */
export function defaultSessionDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return join(env["TMPDIR"] !== undefined && env["TMPDIR"] !== "" ? env["TMPDIR"] : tmpdir(), "skill-kit-sessions");
}
