// `skill-kit-mcp`: parse the flags, then (loaded only now, so --help and usage errors answer at once) serve.
import { statSync } from "node:fs";
import { parseServerFlags, serverUsage, type ServerFlags } from "./server-flags.js";
import { UsageError } from "@skill-kit/primitives";

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    throw new UsageError(`--skills: ${dir} does not exist`);
  }
}

function checkFolders(dirs: readonly string[]): void {
  for (const dir of dirs) if (!isFolder(dir)) throw new UsageError(`--skills: ${dir} is not a folder`);
}

function flagsOf(argv: readonly string[]): ServerFlags | "help" | UsageError {
  try {
    const flags = parseServerFlags(argv);
    if (flags !== "help") checkFolders(flags.skills);
    return flags;
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
}

/** What `check` returns, or the UsageError it throws (anything else it throws is a bug, thrown on). */
function usageOf<T>(check: () => T): T | UsageError {
  try {
    return check();
  } catch (error) {
    if (UsageError.isInstance(error)) return error;
    throw error;
  }
}

/**
 * Runs the server; resolves with the exit code once the client goes away (0), 2 on a usage error, 1
 * when `--store` cannot be reached or the port cannot be listened on (each said in one line).
 */
export async function serveSkills(argv: readonly string[]): Promise<number> {
  const flags = flagsOf(argv);
  if (flags instanceof UsageError) {
    process.stderr.write(`error: ${flags.message}\n`);
    return 2;
  }
  if (flags === "help") {
    process.stderr.write(serverUsage);
    return 0;
  }
  if (flags.codeMode !== undefined) {
    const { serveCodeMode } = await import("./code-mode-server.js");
    return serveCodeMode(flags.codeMode);
  }
  if (flags.store !== undefined) {
    const { storeProblem } = await import("./check-store.js");
    const problem = await storeProblem(flags.store);
    if (problem !== undefined) {
      process.stderr.write(`error: --store: ${problem}\n`);
      return 1;
    }
  }
  if (flags.http !== undefined) {
    const { httpSettings, HttpStartError } = await import("@skill-kit/mcp-transport/http");
    const { defaultRuntimeDir } = await import("@skill-kit/node");
    const settings = usageOf(() => httpSettings(flags.http ?? {}, { runtimeDir: defaultRuntimeDir() }));
    if (settings instanceof UsageError) {
      process.stderr.write(`error: ${settings.message}\n`);
      return 2;
    }
    const { startHttpServer } = await import("./start-http-server.js");
    try {
      await startHttpServer(flags, settings);
    } catch (error) {
      // A --state-key-file that will not do: a usage error, as a skill's own `mcp --http` says it.
      if (UsageError.isInstance(error)) {
        process.stderr.write(`error: ${error.message}\n`);
        return 2;
      }
      if (!(error instanceof HttpStartError)) throw error;
      process.stderr.write(`error: ${error.message}\n`);
      return 1;
    }
    return 0;
  }
  const { startServer } = await import("./start-server.js");
  await startServer(flags);
  return 0;
}
