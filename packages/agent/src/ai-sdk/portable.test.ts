// The adapter imports only `ai` and the package's own modules: bundled for a neutral platform (where
// no Node built-in resolves) with `ai` left external, nothing else stays an import.
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

describe("@skill-kit/agent/ai-sdk", () => {
  it("bundles for a neutral platform with only ai left to import", async () => {
    const result = await build({
      entryPoints: [join(import.meta.dirname, "index.ts")],
      bundle: true,
      platform: "neutral",
      format: "esm",
      mainFields: ["module", "main"],
      external: ["ai"],
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]?.text ?? "";
    const imports = [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gmu)].map((match) => match[1]);
    expect(new Set(imports)).toEqual(new Set(["ai"]));
  });
});
