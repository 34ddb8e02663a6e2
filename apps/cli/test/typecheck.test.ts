// `check` and `build` type-check the entry first (issue 17, item 3), through the real binary.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
let dir = "";

const skillWith = (prompt: string, extra = "") => `import { skill, terminal, type } from "@skill-kit/core";
${extra}
export default skill({ name: "typed", description: "Has types to check", entry: "first" })
  .step("first", { prompt: ${prompt}, response: type({ name: "string" }), next: "second" })
  .step("second", { prompt: "Again?", response: type({ value: "string" }), next: terminal })
  .build();
`;

beforeAll(() => {
  // Inside the package, so the entries resolve @skill-kit/core as an author's would.
  dir = mkdtempSync(fileURLToPath(new URL("./.tmp-typecheck-", import.meta.url)));
  writeFileSync(join(dir, "wrong-type.ts"), skillWith('"Hi"', 'const count: number = "three";\nexport { count };'));
  writeFileSync(join(dir, "early-read.ts"), skillWith("({ store }) => `You said ${store.steps.second.value}`"));
  writeFileSync(join(dir, "fine.ts"), skillWith('"Hi"'));
  mkdirSync(join(dir, "loose"));
  writeFileSync(join(dir, "loose", "implicit.ts"), skillWith('"Hi"', "export function echo(x) { return x; }"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("skill-kit check and build type-check the entry", () => {
  it("a wrong type: check exits 1 and prints TypeScript's error with file and line", () => {
    const result = run("check", join(dir, "wrong-type.ts"));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/wrong-type\.ts\(2,7\): error TS2322: Type 'string' is not assignable to type 'number'/);
    expect(result.stderr).toMatch(/error: .*wrong-type\.ts does not type-check \(1 error; TypeScript \d/);
  });

  it("a wrong type: build exits 1 and writes nothing", () => {
    const out = join(dir, "out-wrong");
    const result = run("build", join(dir, "wrong-type.ts"), "-o", out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("error TS2322");
    expect(existsSync(out)).toBe(false);
  });

  it("a wrong type: a build into an earlier build's folder leaves it as it was (the bundles made beside the check are dropped)", () => {
    const out = join(dir, "out-kept");
    expect(run("build", join(dir, "fine.ts"), "-o", out).status).toBe(0);
    const before = readdirSync(join(out, "bin")).map((name) => [name, statSync(join(out, "bin", name)).mtimeMs]);
    const result = run("build", join(dir, "wrong-type.ts"), "-o", out);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/error: .*wrong-type\.ts does not type-check \(1 error; TypeScript \d/);
    expect(readdirSync(join(out, "bin")).map((name) => [name, statSync(join(out, "bin", name)).mtimeMs])).toEqual(before);
  });

  it("a read of a step that has not run yet is a type error", () => {
    const result = run("check", join(dir, "early-read.ts"));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/early-read\.ts\(\d+,\d+\): error TS\d+:.*second/);
  });

  it("--no-typecheck skips it", () => {
    expect(run("check", join(dir, "wrong-type.ts"), "--no-typecheck").status).toBe(0);
    expect(run("build", join(dir, "wrong-type.ts"), "-o", join(dir, "out-skipped"), "--no-typecheck").status).toBe(0);
  });

  it("a clean entry passes and builds", () => {
    expect(run("check", join(dir, "fine.ts")).status).toBe(0);
    expect(run("build", join(dir, "fine.ts"), "-o", join(dir, "out-fine")).status).toBe(0);
  });

  it("the project's tsconfig decides: an implicit any is an error under strict, not under a tsconfig that turns it off", () => {
    const strict = run("check", join(dir, "loose", "implicit.ts"));
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain("error TS7006");
    writeFileSync(
      join(dir, "loose", "tsconfig.json"),
      JSON.stringify({ extends: "../../../tsconfig.json", compilerOptions: { noImplicitAny: false } }),
    );
    expect(run("check", join(dir, "loose", "implicit.ts")).status).toBe(0);
  });
});
