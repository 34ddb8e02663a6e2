// Runs the MCP conformance referee (`@modelcontextprotocol/conformance`, a root devDependency) against
// a server's URL. The referee needs Node >= 22: on Node 20 it runs with the Node 24 binary that
// tooling/release-tests/node24.mjs installs from the npm registry (and that CI's second pass uses).
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** A Node of at least version 22: this one, or the Node 24 of the release tests. */
export function node22OrLater(): string {
  if (Number(process.versions.node.split(".")[0]) >= 22) return process.execPath;
  const found = spawnSync(process.execPath, [join(root, "tooling/release-tests/node24.mjs")], { encoding: "utf8" });
  if (found.status !== 0) throw new Error(`no Node 24 for the conformance referee: ${found.stderr}`);
  return found.stdout.trim();
}

/** The referee's executable script. */
function refereeScript(): string {
  const manifest = createRequire(join(root, "package.json")).resolve("@modelcontextprotocol/conformance/package.json");
  return join(dirname(manifest), "dist", "index.js");
}

export interface ConformanceRun {
  /** 0 when every scenario passed or failed as the expected-failures file says. */
  readonly code: number | null;
  readonly output: string;
}

/** `conformance server --url <url> --expected-failures <file>`, every active scenario. */
export function runConformance(url: string, expectedFailures: string): Promise<ConformanceRun> {
  return new Promise((resolve) => {
    const child = spawn(node22OrLater(), [refereeScript(), "server", "--url", url, "--expected-failures", expectedFailures], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.once("close", (code) => {
      resolve({ code, output });
    });
  });
}

/** The summary lines of a run (`✓ name: …`, `✗ name: …`, `Total: …`). */
export function summaryOf(output: string): string {
  return output.slice(output.indexOf("=== SUMMARY ===")).trim();
}
