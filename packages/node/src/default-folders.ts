// Where skill-kit keeps state when no flag says: one answer for every binary.
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";

/** `<TMPDIR or the system's temp folder>/skill-kit-sessions`: the session files of every built skill and server. */
export function defaultSessionDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return join(env["TMPDIR"] !== undefined && env["TMPDIR"] !== "" ? env["TMPDIR"] : tmpdir(), "skill-kit-sessions");
}

/**
 * `$XDG_RUNTIME_DIR/skill-kit` when set (a per-user folder the system makes, mode 0700), else
 * `~/.skill-kit/run`: where an HTTP server started without `--tokens` writes the token it made.
 */
export function defaultRuntimeDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const runtime = env["XDG_RUNTIME_DIR"];
  return runtime !== undefined && runtime !== "" ? join(runtime, "skill-kit") : join(homedir(), ".skill-kit", "run");
}
