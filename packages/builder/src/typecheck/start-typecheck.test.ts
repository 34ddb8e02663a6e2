// The type check `check` and `build` run: TypeScript 7's native binary (installed with the builder
// on this platform), and TypeScript's JavaScript API when TypeScript 7 rejects the tsconfig.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTypecheck } from "./start-typecheck.js";

let dir = "";
const wrong = 'const count: number = "three";\nconst other: string = 4;\nexport { count, other };\n';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "skill-kit-typecheck-"));
  writeFileSync(join(dir, "wrong.ts"), wrong);
  writeFileSync(join(dir, "fine.ts"), "export const count: number = 3;\n");
  mkdirSync(join(dir, "old"));
  // TypeScript 7 removed `baseUrl` (TS5102); TypeScript 6 still reads it when told to ignore its deprecation.
  writeFileSync(
    join(dir, "old", "tsconfig.json"),
    JSON.stringify({ compilerOptions: { strict: true, baseUrl: ".", ignoreDeprecations: "6.0", types: [] } }),
  );
  writeFileSync(join(dir, "old", "wrong.ts"), wrong);
  mkdirSync(join(dir, "project", "src"), { recursive: true });
  writeFileSync(
    join(dir, "project", "tsconfig.json"),
    JSON.stringify({ compilerOptions: { strict: true, types: [] }, include: ["src"] }),
  );
  writeFileSync(join(dir, "project", "src", "entry.ts"), "export const count: number = 3;\n");
  writeFileSync(join(dir, "project", "src", "unused.ts"), wrong);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("startTypecheck", () => {
  it("reports each error as tsc prints it, then the closing line naming TypeScript 7 and the strict defaults", async () => {
    const checked = await startTypecheck(join(dir, "wrong.ts"));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.report).toMatch(/wrong\.ts\(1,7\): error TS2322: Type 'string' is not assignable to type 'number'\.\n/);
    expect(checked.report).toMatch(/wrong\.ts\(2,7\): error TS2322: /);
    expect(checked.message).toMatch(
      /wrong\.ts does not type-check \(2 errors; TypeScript 7\.\d+\.\d+, strict defaults, no tsconfig\.json found\); fix them, or pass --no-typecheck$/,
    );
    expect(checked.report.endsWith(`\nerror: ${checked.message}\n`)).toBe(true);
  });

  it("passes a clean entry, and a missing one (loading it reports that)", async () => {
    expect(await startTypecheck(join(dir, "fine.ts"))).toEqual({ ok: true });
    expect(await startTypecheck(join(dir, "missing.ts"))).toEqual({ ok: true });
  });

  it("with colour: tsc's pretty output with context, without its `Found N errors` summary", async () => {
    const checked = await startTypecheck(join(dir, "wrong.ts"), { color: true });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.report).toContain("\u001b[");
    expect(checked.report).toContain('const count: number = "three";');
    expect(checked.report).not.toMatch(/Found \d+ errors?/);
    expect(checked.message).toMatch(/\(2 errors; TypeScript 7\./);
  });

  it("a tsconfig TypeScript 7 rejects is checked with TypeScript's JavaScript API instead, which accepts it", async () => {
    const checked = await startTypecheck(join(dir, "old", "wrong.ts"));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.report).toMatch(/error TS2322: /);
    expect(checked.message).toMatch(/\(2 errors; TypeScript 6\.\d+\.\d+, .*old[\\/]tsconfig\.json\)/);
  });

  it("checks the entry and what it imports, not the rest of the project's `include`", async () => {
    expect(await startTypecheck(join(dir, "project", "src", "entry.ts"))).toEqual({ ok: true });
    writeFileSync(join(dir, "project", "src", "entry.ts"), 'export { count } from "./unused.js";\n');
    const checked = await startTypecheck(join(dir, "project", "src", "entry.ts"));
    expect(checked.ok ? "" : checked.message).toMatch(/\(2 errors; TypeScript 7\.\d+\.\d+, .*project[\\/]tsconfig\.json\)/);
  });

  it("leaves no tsconfig of its own behind", () => {
    const left = [dir, join(dir, "old"), join(dir, "project")]
      .flatMap((folder) => readdirSync(folder))
      .filter((name) => name.startsWith(".skill-kit-"));
    expect(left).toEqual([]);
  });
});
