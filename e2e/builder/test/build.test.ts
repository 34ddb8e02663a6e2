// `skill-kit build` through the real binary, and the built skill driven through its scripts/run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin, fixture, tempDir } from "@skill-kit/test-utils/run-cli";

const sandbox = tempDir("skill-kit-build-test-");
afterAll(() => {
  sandbox.remove();
});

const skillKit = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
const built = (name: string, ...flags: string[]) => {
  const out = join(sandbox.dir, `${name}${flags.join("")}`.replace(/[^a-z0-9-]/gi, "-"));
  const result = skillKit("build", fixture(name), "-o", out, ...flags);
  return { out, result };
};

/** Runs a SKILL.md command line as written, from the skill folder, with `$ID` set. */
const runLine = (dir: string, line: string, id = "") =>
  spawnSync("bash", ["-c", line], { cwd: dir, encoding: "utf8", env: { ...process.env, ID: id } });
const commandLines = (markdown: string) =>
  [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((match) => (match[1] ?? "").trim().split("\n"));

describe("skill-kit build (node mode)", () => {
  let out = "";
  beforeAll(() => {
    const build = built("g2k");
    expect(build.result.status).toBe(0);
    out = build.out;
  });

  it("77: writes SKILL.md, package.json, an executable scripts/run, the bundle and references", () => {
    for (const file of [
      "SKILL.md",
      "package.json",
      "scripts/run",
      "bin/get-to-know-you.cjs",
      "bin/get-to-know-you.mjs",
      "bin/get-to-know-you.main.cjs",
      "bin/arktype.cjs",
      "bin/mcp.cjs",
      "references/fun-fact.md",
    ])
      expect(existsSync(join(out, file))).toBe(true);
    expect(statSync(join(out, "scripts/run")).mode & 0o777).toBe(0o755);
    const pkg = readFileSync(join(out, "package.json"), "utf8");
    expect(pkg.endsWith("\n")).toBe(false);
    expect(JSON.parse(pkg)).toEqual({ name: "get-to-know-you", version: "0.0.0" });
  });

  it("decision 3: refs.load reads the copied references in the built skill", () => {
    const history = JSON.stringify([
      { step: "greet", response: { name: "A" } },
      { step: "ask-role", response: { role: "pm" } },
    ]);
    const result = execFileSync(
      join(out, "scripts/run"),
      ["advance", "--step", "ask-hobby", "--output", '{"hobby":"x","wantsMore":true}', "--history", history],
      { encoding: "utf8" },
    );
    expect(JSON.parse(result)).toMatchObject({ prompt: expect.stringContaining("Octopuses have three hearts.") as unknown });
  });

  it("scripts/run finds the skill folder however it is called, and says when no node is on PATH", () => {
    const history = JSON.stringify([
      { step: "greet", response: { name: "A" } },
      { step: "ask-role", response: { role: "pm" } },
    ]);
    const args = ["advance", "--step", "ask-hobby", "--output", '{"hobby":"x","wantsMore":true}', "--history", history];
    const calls = [
      { file: join(out, "scripts/run"), args, cwd: sandbox.dir },
      { file: "scripts/run", args, cwd: out },
      { file: "./run", args, cwd: join(out, "scripts") },
      { file: "sh", args: ["scripts/run", ...args], cwd: out },
    ];
    for (const call of calls) {
      const result = spawnSync(call.file, call.args, { cwd: call.cwd, encoding: "utf8" });
      expect(result.status, `${call.file} in ${call.cwd}: ${result.stderr}`).toBe(0);
      expect(result.stdout).toContain("Octopuses have three hearts.");
    }
    const noNode = spawnSync(join(out, "scripts/run"), ["topics"], {
      encoding: "utf8",
      env: { PATH: join(sandbox.dir, "no-such-dir") },
    });
    expect(noNode.status).toBe(1);
    expect(noNode.stderr).toBe("error: get-to-know-you needs Node.js >= 20, and no node is on PATH\n");
  });

  it("SKILL.md is at most half the existing system's size (7,386 bytes for 6 steps)", () => {
    expect(Buffer.byteLength(readFileSync(join(out, "SKILL.md")))).toBeLessThanOrEqual(3693);
  });

  it("82: every command in the session recipe runs as written", () => {
    const markdown = readFileSync(join(out, "SKILL.md"), "utf8");
    expect(markdown).toContain("--session new");
    const [startLine, advanceLine, cleanupLine] = commandLines(markdown);
    const started = runLine(out, startLine ?? "");
    expect(started.status).toBe(0);
    const pointer = JSON.parse(started.stdout) as { sessionId: string; result: { kind: string } };
    expect(pointer.result.kind).toBe("prompt");
    const advanced = runLine(out, advanceLine ?? "", pointer.sessionId);
    expect(advanced.status).toBe(0);
    expect(JSON.parse(advanced.stdout)).toMatchObject({ kind: "prompt", step: "ask-role" });
    expect(runLine(out, cleanupLine ?? "", pointer.sessionId).status).toBe(0);
  });

  it("a fatal error reaches the agent: the recipe's commands keep stderr, and the SKILL.md says what it means", () => {
    const markdown = readFileSync(join(out, "SKILL.md"), "utf8");
    expect(markdown).not.toContain("2>/dev/null");
    expect(markdown).toContain("exits 1 with nothing on stdout and one `error: …` line on stderr");
    const [, advanceLine = ""] = commandLines(markdown);
    // What an agent's shell tool shows: both streams of the recipe's own line, for a session that is gone.
    const shown = spawnSync("bash", ["-c", `${advanceLine} 2>&1`], {
      cwd: out,
      encoding: "utf8",
      env: { ...process.env, ID: "f".repeat(32) },
    });
    expect(shown.status).toBe(1);
    expect(shown.stdout).toMatch(/^error: session "f{32}" not found/);
  });

  it("the stateless recipe says how a run starts", () => {
    const build = built("g2k", "--protocol", "stateless");
    expect(readFileSync(join(build.out, "SKILL.md"), "utf8")).toContain(
      "The first command starts a run and prints the first prompt",
    );
  });

  it("82: --protocol stateless teaches --params, --history and appending completed; its commands run", () => {
    const build = built("g2k", "--protocol", "stateless");
    const markdown = readFileSync(join(build.out, "SKILL.md"), "utf8");
    expect(markdown).toContain("--history");
    expect(markdown).toContain("append the result's `completed`");
    for (const line of commandLines(markdown)) {
      const result = runLine(build.out, line);
      expect(result.status).toBe(0);
      expect((JSON.parse(result.stdout) as { kind: string }).kind).toBe("prompt");
    }
  });

  it.each(["cjs", "mjs"])("87 (ours): bin/<name>.%s refuses Node < 20 with the version it found", (extension) => {
    const fakeOld = 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"18.19.0"})';
    const result = spawnSync(
      process.execPath,
      ["--import", fakeOld, join(out, `bin/get-to-know-you.${extension}`), "--params", "{}"],
      { encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("needs Node.js >= 20; found v");
  });

  it("response JSON Schemas are computed at build time and shipped in the bundle", () => {
    const main = readFileSync(join(out, "bin/get-to-know-you.main.cjs"), "utf8");
    expect(main).toMatch(/schemas:\{greet:\{\$schema:"https:\/\/json-schema.org\/draft\/2020-12\/schema"/);
    const start = JSON.parse(execFileSync(join(out, "scripts/run"), ["--params", "{}"], { encoding: "utf8" })) as {
      schema: unknown;
    };
    expect(start.schema).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { name: { type: "string" } },
      required: ["name"],
    });
  });

  it("a CLI step parses neither the MCP SDK nor ArkType", () => {
    const main = readFileSync(join(out, "bin/get-to-know-you.main.cjs"), "utf8");
    expect(main).not.toContain("modelcontextprotocol");
    expect(main).not.toMatch(/\bzod\b/);
    expect(main).not.toContain("@ark/schema");
    expect(main).not.toContain("precompilation");
    expect(main).toContain('require("./arktype.cjs")');
  });

  it("merges an existing package.json", () => {
    writeFileSync(join(out, "package.json"), JSON.stringify({ private: true, version: "0.0.1", keywords: ["x"] }));
    expect(skillKit("build", fixture("g2k"), "-o", out).status).toBe(0);
    expect(JSON.parse(readFileSync(join(out, "package.json"), "utf8"))).toEqual({
      private: true,
      version: "0.0.0",
      keywords: ["x"],
      name: "get-to-know-you",
    });
  });
});

describe("build errors", () => {
  it("83: no -o and a bad --mode are usage errors", () => {
    expect(skillKit("build", fixture("g2k")).stderr).toContain("-o <outdir> is required");
    expect(skillKit("build", fixture("g2k"), "-o", sandbox.dir, "--mode", "deno").stderr).toContain(
      "--mode must be one of node, bun",
    );
  });

  it("an entry that does not exist or exports no skill exits 1", () => {
    expect(skillKit("build", join(sandbox.dir, "nope.ts"), "-o", sandbox.dir).status).toBe(1);
    const plain = join(sandbox.dir, "plain.ts");
    writeFileSync(plain, "export default 42;\n");
    const result = skillKit("build", plain, "-o", join(sandbox.dir, "plain-out"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("must default-export a skill or a reference");
  });

  it("an entry that throws while loading exits 1 with its message and no stack trace", () => {
    const result = skillKit("build", fixture("bad-primitive"), "-o", join(sandbox.dir, "bad-primitive-out"));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^error: .*bad-primitive\.ts failed while loading: .*askUser/m);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it("lint errors stop the build and are printed", () => {
    const { out, result } = built("lint-error");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("✗ primitive-schema-mismatch");
    expect(existsSync(join(out, "SKILL.md"))).toBe(false);
  });

  it("--json prints a summary", () => {
    const result = skillKit("build", fixture("patterns"), "-o", join(sandbox.dir, "ref-json"), "--json");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: true, name: "ts-patterns", kind: "reference" });
  });
});

describe("reference and composite builds", () => {
  it("builds a reference skill whose scripts/run lists and prints topics", () => {
    const { out, result } = built("patterns");
    expect(result.status).toBe(0);
    expect(execFileSync(join(out, "scripts/run"), ["topics"], { encoding: "utf8" }).split("\n")).toContain(
      "generics: Generic constraints",
    );
    const markdown = readFileSync(join(out, "SKILL.md"), "utf8");
    expect(markdown).toContain("`scripts/run topic error-handling` — Errors as values and as classes");
    for (const line of commandLines(markdown)) expect(runLine(out, line).status).toBe(0);
  });

  it("builds a composite with sub-skill and topic sections", () => {
    const { out, result } = built("help-desk");
    expect(result.status).toBe(0);
    const markdown = readFileSync(join(out, "SKILL.md"), "utf8");
    expect(markdown).toContain("## Sub-skills");
    expect(markdown).toContain("- **doctor**: Diagnose a space");
    expect(markdown).toContain("- **locales**: Content localization and locale configuration");
    expect(execFileSync(join(out, "scripts/run"), ["topic", "locales"], { encoding: "utf8" })).toContain("default locale");
  });
});

describe("skill-kit build --mode bun", () => {
  it("compiles a standalone executable for this machine that runs through scripts/run", () => {
    const { out, result } = built("g2k", "--mode", "bun", "--single");
    expect(result.status).toBe(0);
    const started = execFileSync(join(out, "scripts/run"), ["--params", "{}"], { encoding: "utf8" });
    expect(JSON.parse(started)).toMatchObject({ kind: "prompt", step: "greet" });
  });
});
