// The root entry runs outside Node and without any AI library: bundled for a neutral platform (where
// no Node built-in resolves) and run from a folder with no node_modules at all.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const entry = (path: string): string => join(import.meta.dirname, "..", "src", path);

async function bundle(path: string, external: readonly string[] = []): Promise<string> {
  const result = await build({
    entryPoints: [entry(path)],
    bundle: true,
    platform: "neutral",
    format: "esm",
    mainFields: ["module", "main"],
    external: [...external],
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

describe("the root entry", () => {
  it("bundles for a neutral platform and runs from a folder with no packages installed", async () => {
    const code = await bundle("index.ts");
    expect(code).not.toMatch(/from\s*"(node:|ai"|@openai|@anthropic-ai|openai")/);
    const folder = mkdtempSync(join(tmpdir(), "agent-root-"));
    const file = join(folder, "agent.mjs");
    writeFileSync(file, code);
    const agent: unknown = await import(pathToFileURL(file).href);
    expect(typeof agent === "object" && agent !== null ? typeof Reflect.get(agent, "createSkillHost") : "").toBe("function");
  });

  it("leaves folders and processes to ./node, whose Node built-ins do not resolve on a neutral platform", async () => {
    await expect(bundle("node/index.ts")).rejects.toThrow(/node:/);
  });
});
