// What `add`, `install`, `update` and the other lock commands share: the server token rule, the
// project's scan suppressions, comma-separated lists, and printing an InstallError as an `error:` line.
import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { credentialsFor, credentialsPath, originOf, readCredentialsFile, type TokenFor } from "@skill-kit/install";
import { UsageError } from "@skill-kit/primitives";
import type { Suppression } from "@skill-kit/scan";
import type { InstallHint } from "@skill-kit/install";
import { inFlagWords } from "./install-words.js";

/** `--skill a,b --skill c` is not supported by the flag parser (one value per flag): lists are comma-separated. */
export function commaList(value: string | undefined): string[] {
  return value === undefined
    ? []
    : value
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== "");
}

/**
 * Tokens for skills servers: `SKILL_KIT_TOKEN` (never a flag, so it stays out of shell history and
 * `ps`) goes only to `commandLineOrigin`; any other server gets only what the user's credentials file
 * names for its origin. A server named by the lockfile alone gets nothing.
 */
export function serverTokens(commandLineOrigin?: string): TokenFor {
  let tokenFor: TokenFor | undefined;
  return (serverUrl) => {
    if (tokenFor === undefined) {
      // Read on the first server asked about, so a project without servers never reads the file.
      const path = credentialsPath(process.env);
      const config = path === undefined ? undefined : readCredentialsFile(path);
      tokenFor = credentialsFor({
        env: process.env,
        ...(commandLineOrigin === undefined ? {} : { commandLineOrigin }),
        ...(config === undefined ? {} : { config }),
      });
    }
    return tokenFor(serverUrl);
  };
}

/** `add <source>`'s token when the source is a skills server: for its own origin (SKILL_KIT_TOKEN, or the credentials file). */
export function serverToken(source: string): { readonly token?: string } {
  const isServer = originOf(source) !== undefined && /\/mcp\/?$/.test(new URL(source).pathname);
  if (!isServer) return {};
  const token = serverTokens(source)(source);
  return token === undefined ? {} : { token };
}

export const tokenOriginFlag = {
  name: "token-origin",
  value: "origin",
  description: "The server origin (https://host[:port]) SKILL_KIT_TOKEN is for; other servers of the lock get no token.",
} as const;

/** `--token-origin`'s value, checked: an http(s) URL, taken as its origin. */
export function tokenOrigin(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const origin = originOf(value);
  if (origin === undefined) throw new UsageError(`--token-origin: expected https://host[:port], found ${JSON.stringify(value)}`);
  return origin;
}

/** The file's text, read only from a regular file of at most 1 MiB (a link or a FIFO in a clone must not hang a command). */
function suppressionsText(path: string): string | undefined {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return undefined;
  if (!stat.isFile() || stat.size > 1024 * 1024)
    throw new UsageError(`${path}: expected a regular file of at most 1 MiB (not a link, FIFO or device)`);
  return readFileSync(path, "utf8");
}

/** The project's `.skill-kit-scan.json` for `add`, `install` and `update`; a malformed or unsafe file is a usage error. */
export async function projectSuppressions(project: string): Promise<Suppression[]> {
  const { parseSuppressions, suppressionFileName } = await import("@skill-kit/scan");
  const file = join(project, suppressionFileName);
  try {
    const text = suppressionsText(file);
    return text === undefined ? [] : parseSuppressions(text, file);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Prints a known install failure (an InstallError) and gives exit 1; anything else is rethrown. */
export function reportInstallError(
  error: unknown,
  isInstallError: (value: unknown) => value is Error,
  hints?: Readonly<Record<InstallHint, string>>,
): number {
  if (!isInstallError(error)) throw error;
  process.stderr.write(`error: ${hints === undefined ? error.message : inFlagWords(error.message, hints)}\n`);
  return 1;
}

/**
 * `add`, `install` and `update` scan what they write, and the scan parses shell with a WebAssembly
 * grammar: under `node --jitless` there is none. Says so and gives exit 1, before anything is fetched.
 */
export function scanUnavailable(command: string): number | undefined {
  if ("WebAssembly" in globalThis) return undefined;
  process.stderr.write(
    `error: skill-kit ${command} scans every skill it writes, and the scan needs WebAssembly, which this Node runs without (--jitless?): nothing was written\n`,
  );
  return 1;
}
