import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tmpdir } from "node:os";
import { mcpImports } from "./mcp-shared.js";

const dir = mkdtempSync(join(tmpdir(), "skill-kit-mcp-shared-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function transport(name: string, files: Readonly<Record<string, string>>): string {
  const root = join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe("mcpImports", () => {
  it("reads the names the built transport imports from core, cli-protocol and sessions, aliases by their own name", () => {
    const root = transport("named", {
      "a.js": 'import { renderPrompt, parseToolList as tools } from "@skill-kit/core";\nimport { z } from "zod";\n',
      "deep/b.js":
        'import {\n  sessionDir,\n  UsageError,\n} from "@skill-kit/cli-protocol";\nimport { renderPrompt } from "@skill-kit/core";\n',
      "c.d.ts": 'import { NotCode } from "@skill-kit/core";\n',
      "d.js": 'import { startSession } from "@skill-kit/sessions";\n',
    });
    expect(mcpImports([root])).toEqual({
      "@skill-kit/core": ["parseToolList", "renderPrompt"],
      "@skill-kit/cli-protocol": ["UsageError", "sessionDir"],
      "@skill-kit/sessions": ["startSession"],
    });
  });

  it("refuses a namespace import or a re-export, which would need every export shared", () => {
    expect(() => mcpImports([transport("whole", { "a.js": 'import * as core from "@skill-kit/core";\n' })])).toThrow(
      /imports all of @skill-kit\/core or re-exports from it/,
    );
    expect(() => mcpImports([transport("again", { "a.js": 'export { renderPrompt } from "@skill-kit/core";\n' })])).toThrow(
      /re-exports/,
    );
  });

  it("finds what the installed transport imports, and what sessions' kept lock takes from the package's root", () => {
    const names = mcpImports();
    expect(names["@skill-kit/core"]).toContain("renderPrompt");
    // The transport imports no cli-protocol (ARCHITECTURE.md); the kept lock (bundled into bin/mcp.cjs) takes the lock's parts.
    expect(names["@skill-kit/cli-protocol"]).toEqual([]);
    expect(names["@skill-kit/sessions"]).toEqual(
      expect.arrayContaining(["acquireLock", "lockWaiter", "releaseLock", "fileRunStore"]),
    );
  });
});
