// The import-boundary rule (tooling/import-boundaries.mjs) is wired into the repo's ESLint config and
// catches each kind of import ARCHITECTURE.md forbids: lint violating text at real paths with that config.
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The repo's own config, without type information (which this rule does not use and which makes each lint slow).
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The boundary errors for `code` placed at `file` (relative to the repo root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "skill-kit/import-boundaries")
    .map((message) => message.message);
}

describe("skill-kit/import-boundaries in eslint.config.js", () => {
  it("is on for the whole repo", async () => {
    const config: unknown = await eslint.calculateConfigForFile(`${root}/packages/core/src/index.ts`);
    expect(config).toMatchObject({
      rules: { "skill-kit/import-boundaries": [2, expect.objectContaining({ runtimeNeutral: ["core", "primitives"] })] },
    });
  });

  it("refuses a node: import in core and primitives source, but not in their tests", async () => {
    expect(
      await boundaryErrors(
        "packages/core/src/index.ts",
        'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n',
      ),
    ).toEqual(["@skill-kit/core is runtime-neutral: its source imports no Node built-in ('node:fs')."]);
    expect(await boundaryErrors("packages/primitives/src/index.ts", 'export { join } from "path";\n')).toHaveLength(1);
    expect(
      await boundaryErrors(
        "packages/core/test/runtime-neutral.test.ts",
        'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n',
      ),
    ).toEqual([]);
  });

  it("refuses a sibling the picture does not allow, and allows the ones it does", async () => {
    expect(
      await boundaryErrors("packages/lint/src/index.ts", 'export { runProtocol } from "@skill-kit/cli-protocol";\n'),
    ).toEqual([
      "packages/lint may not import @skill-kit/cli-protocol: ARCHITECTURE.md allows it only @skill-kit/core, @skill-kit/loader.",
    ]);
    expect(await boundaryErrors("packages/loader/src/index.ts", 'export { defineSkill } from "@skill-kit/core";\n')).toEqual([
      "packages/loader may not import @skill-kit/core: ARCHITECTURE.md allows it only @skill-kit/primitives, @skill-kit/node.",
    ]);
    expect(
      await boundaryErrors("packages/lint/src/index.ts", 'export { validateSkillMdStrict } from "@skill-kit/loader/strict";\n'),
    ).toEqual([]);
  });

  it("lets skill-server use loader and mcp-transport's entry points, and nothing else", async () => {
    expect(
      await boundaryErrors(
        "packages/skill-server/src/index.ts",
        'export { toolFailure } from "@skill-kit/mcp-transport/internal";\nexport { loadSkills } from "@skill-kit/loader";\nexport { nameKey } from "@skill-kit/loader/internal";\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors("packages/skill-server/src/index.ts", 'export { runProtocol } from "@skill-kit/cli-protocol";\n'),
    ).toEqual([
      "packages/skill-server may not import @skill-kit/cli-protocol: ARCHITECTURE.md allows it only @skill-kit/loader, @skill-kit/mcp-transport.",
    ]);
    // The transport and the CLI are siblings on one floor: the JSON bounds they share are sessions' (issue 41).
    expect(
      await boundaryErrors("packages/mcp-transport/src/index.ts", 'export { runProtocol } from "@skill-kit/cli-protocol";\n'),
    ).toEqual([
      "packages/mcp-transport may not import @skill-kit/cli-protocol: ARCHITECTURE.md allows it only @skill-kit/core, @skill-kit/sessions, @skill-kit/run-stores, @skill-kit/node, @skill-kit/primitives.",
    ]);
    expect(
      await boundaryErrors(
        "packages/mcp-transport/src/index.ts",
        'export { createSkillsServer } from "@skill-kit/skill-server";\n',
      ),
    ).toHaveLength(1);
  });

  it("refuses a sibling's src/ by name or by relative path, and subpaths a package does not export", async () => {
    expect(
      await boundaryErrors("apps/cli/src/index.ts", 'export { defineSkill } from "@skill-kit/core/src/index.js";\n'),
    ).toEqual([
      "'@skill-kit/core/src/index.js' reaches into @skill-kit/core's files; import its package entry point (@skill-kit/core or a subpath its package.json exports).",
    ]);
    expect(
      await boundaryErrors("packages/lint/src/index.ts", 'export { defineSkill } from "../../core/src/index.js";\n'),
    ).toEqual([
      "'../../core/src/index.js' is a relative path into packages/core; import @skill-kit/core instead (ARCHITECTURE.md).",
    ]);
    expect(
      await boundaryErrors(
        "apps/cli/src/index.ts",
        'const loader = await import("../../../packages/loader/dist/index.js");\nexport { loader };\n',
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors("apps/cli/src/index.ts", 'export { checkSkill } from "@skill-kit/lint/internal";\n')).toEqual([
      "'@skill-kit/lint/internal' is not an entry point: @skill-kit/lint's package.json exports no './internal'.",
    ]);
  });

  it("lets a sibling import a ./internal subpath its package declares", async () => {
    expect(
      await boundaryErrors(
        "packages/lint/src/index.ts",
        'export { stepGraph } from "@skill-kit/core/internal";\nexport { hasErrors } from "@skill-kit/loader/internal";\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors("packages/builder/src/index.ts", 'export { responseSchemas } from "@skill-kit/core/internal";\n'),
    ).toEqual([]);
  });

  it("keeps apps out of packages and out of each other", async () => {
    expect(await boundaryErrors("packages/loader/src/index.ts", 'export { runCli } from "@skill-kit/cli";\n')).toHaveLength(1);
    expect(await boundaryErrors("apps/mcp-server/src/index.ts", 'export { runCli } from "@skill-kit/cli";\n')).toEqual([
      "apps/mcp-server may not import the app @skill-kit/cli; move what both need into a package.",
    ]);
  });

  it("keeps the test harnesses (test-utils, mcp-testing) out of package and app source, but not out of tests", async () => {
    const harness = 'export { connectStdioClient } from "@skill-kit/mcp-testing";\n';
    expect(await boundaryErrors("packages/mcp-transport/src/index.ts", harness)).toEqual([
      "packages/mcp-transport may not import @skill-kit/mcp-testing: test-utils, mcp-testing and the e2e workspaces are for tests; only tests, e2e and tooling import them.",
    ]);
    expect(await boundaryErrors("apps/mcp-server/src/index.ts", harness)).toHaveLength(1);
    expect(await boundaryErrors("packages/mcp-transport/src/serve-mcp.test.ts", harness)).toEqual([]);
  });
});
