// The step program's V8 code cache: made by the build, accepted by the Node that built it, and
// only an optimisation (a cache V8 refuses, or none, gives the same answers).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildFixture, builtRun, fixture, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-code-cache-");
afterAll(() => {
  sandbox.remove();
});

const skillDir = (skill: string) => dirname(dirname(builtRun(skill)));
const call = (run: string, args: readonly string[]) => {
  const out = spawnSync(run, args, { encoding: "utf8" });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
};
const start = ["--params", "{}"];
const advance = ["advance", "--step", "greet", "--output", '{"name":"Ada"}', "--history", "[]", "--params", "{}"];

describe("the step program's code cache", () => {
  it("is accepted by the Node that built it", () => {
    const program = join(skillDir("g2k"), "bin", "get-to-know-you.main.cjs");
    const check = [
      'const { readFileSync } = require("node:fs");',
      'const { Script } = require("node:vm");',
      `const file = ${JSON.stringify(program)};`,
      'const source = "(function (exports, require, module, __filename, __dirname) {" + readFileSync(file, "utf8") + "\\n})";',
      'const script = new Script(source, { filename: file, cachedData: readFileSync(file + ".cache") });',
      "process.stdout.write(String(script.cachedDataRejected));",
    ].join("\n");
    expect(spawnSync(process.execPath, ["-e", check], { encoding: "utf8" }).stdout).toBe("false");
  });

  it("refused by V8 (another Node, or damaged), leaves the answers as they were", () => {
    const copy = join(sandbox.dir, "damaged");
    cpSync(skillDir("g2k"), copy, { recursive: true });
    const cache = join(copy, "bin", "get-to-know-you.main.cjs.cache");
    writeFileSync(cache, Buffer.alloc(readFileSync(cache).length, 7));
    for (const args of [start, advance]) expect(call(join(copy, "scripts", "run"), args)).toEqual(call(builtRun("g2k"), args));
  });

  it("is made without running the author's actions (the warm-up drives a skill of its own)", () => {
    const marker = join(sandbox.dir, "marker");
    const built = buildFixture(fixture("side-effects"), { key: "side-effects", env: { SKILL_KIT_MARKER: marker } });
    expect(existsSync(join(built, "bin", "side-effects.main.cjs.cache"))).toBe(true);
    expect(existsSync(marker)).toBe(false);
    const started = spawnSync(join(built, "scripts", "run"), start, {
      encoding: "utf8",
      env: { ...process.env, SKILL_KIT_MARKER: marker },
    });
    expect(started.stdout).toContain('"step":"ask"');
    expect(readFileSync(marker, "utf8")).toBe("action\n");
  });

  it("is not made for a program with import(), which runs as a plain require", () => {
    const bin = join(skillDir("dynamic-import"), "bin");
    expect(existsSync(join(bin, "dynamic-import.main.cjs.cache"))).toBe(false);
    expect(readFileSync(join(bin, "dynamic-import.cjs"), "utf8")).toContain('require("./dynamic-import.main.cjs");');
    const done = call(builtRun("dynamic-import"), ["advance", "--step", "ask", "--output", '{"said":"hi"}', "--history", "[]"]);
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain('"step":"done"');
  });
});
