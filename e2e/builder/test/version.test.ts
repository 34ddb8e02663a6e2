// A skill with `resolveVersion: true` (issue 17, item 7): the version found in package.json is in
// SKILL.md's `metadata.version` and is the version the built skill's MCP server reports.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connectStdioClient } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../../../apps/cli/dist/bin.js", import.meta.url));
let dir = "";
let out = "";
beforeAll(() => {
  dir = mkdtempSync(fileURLToPath(new URL("./.tmp-version-", import.meta.url)));
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "versioned", version: "1.4.2", private: true, type: "module" }),
  );
  mkdirSync(join(dir, "src"));
  writeFileSync(
    join(dir, "src", "skill.ts"),
    `import { skill, terminal } from "@skill-kit/core";\n\nexport default skill({ name: "versioned", description: "Has a version from package.json", entry: "only", resolveVersion: true })\n  .step("only", { prompt: "Say hi.", next: terminal })\n  .build();\n`,
  );
  out = join(dir, "out");
  const build = spawnSync(process.execPath, [bin, "build", join(dir, "src", "skill.ts"), "-o", out], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(build.stderr);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("resolveVersion", () => {
  it("puts the resolved version in SKILL.md's metadata.version", () => {
    expect(readFileSync(join(out, "SKILL.md"), "utf8")).toMatch(/\nmetadata:\n {2}version: "1\.4\.2"\n/);
  });

  it("makes the built skill's MCP server report that version", async () => {
    const server = await connectStdioClient({ command: join(out, "scripts", "run"), args: ["mcp"] });
    try {
      expect(server.client.getServerVersion()).toMatchObject({ name: "versioned", version: "1.4.2" });
    } finally {
      await server.close();
    }
  });
});
