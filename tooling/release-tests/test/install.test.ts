// @skill-kit/core installed alone from its tarball into an empty project (its sibling
// @skill-kit/primitives from a tarball too, since it is not on npm; arktype from the registry),
// then a plain .mjs workflow run on the Node running these tests, on Node 24 and on Bun.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pack, root, runOrThrow } from "./workspace.js";

const here = import.meta.dirname;
const work = mkdtempSync(join(tmpdir(), "skill-kit-core-alone-"));
const project = join(work, "project");

const bun = join(dirname(createRequire(join(root, "package.json")).resolve("bun/package.json")), "bin", "bun.exe");

const expectedOutput = {
  path: ["size", "milk", "shots"],
  response: { shots: 2 },
  sawStore: true,
  rejected: expect.stringMatching(
    /step "size" rejected the model's output: size: size must be "large" or "small" \(was "huge"\)/,
  ) as unknown,
  schema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: { size: { enum: ["large", "small"] } },
    required: ["size"],
  },
};

beforeAll(async () => {
  const packs = join(work, "packs");
  mkdirSync(packs);
  const core = await pack(join(root, "packages", "core"), packs);
  const primitives = await pack(join(root, "packages", "primitives"), packs);
  mkdirSync(project);
  const manifest = {
    name: "core-alone",
    private: true,
    type: "module",
    dependencies: { "@skill-kit/core": `file:${core.filename}`, "@skill-kit/primitives": `file:${primitives.filename}` },
  };
  writeFileSync(join(project, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await runOrThrow("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: project });
  copyFileSync(join(here, "..", "fixtures", "workflow.mjs"), join(project, "workflow.mjs"));
}, 600_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function runWorkflow(command: string, args: readonly string[] = []): Promise<Record<string, unknown>> {
  const stdout = await runOrThrow(command, [...args, "workflow.mjs"], { cwd: project });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe("@skill-kit/core installed alone", () => {
  it("installs only core, primitives and arktype's own packages", () => {
    const top = readdirSync(join(project, "node_modules")).filter((name) => !name.startsWith("."));
    const scoped = top
      .filter((name) => name.startsWith("@"))
      .flatMap((scope) => readdirSync(join(project, "node_modules", scope)).map((name) => `${scope}/${name}`));
    const all = [...top.filter((name) => !name.startsWith("@")), ...scoped].sort();
    expect(all.filter((name) => name.startsWith("@skill-kit/"))).toEqual(["@skill-kit/core", "@skill-kit/primitives"]);
    expect(all).toContain("arktype");
    expect(all.filter((name) => !name.startsWith("@skill-kit/") && !name.startsWith("@ark/") && !name.startsWith("ark"))).toEqual(
      [],
    );
  });

  it(`runs the workflow on this Node (${process.versions.node})`, async () => {
    expect(await runWorkflow(process.execPath)).toEqual({ runtime: `node ${process.versions.node}`, ...expectedOutput });
  });

  it("runs the workflow on Node 24", async () => {
    const node24 = (await runOrThrow(process.execPath, [join(here, "..", "node24.mjs")], { cwd: here })).trim();
    const output = await runWorkflow(node24);
    expect(output).toEqual({ runtime: expect.stringMatching(/^node 24\./) as unknown, ...expectedOutput });
  }, 300_000);

  it("runs the workflow on Bun", async () => {
    const output = await runWorkflow(bun, ["--no-install"]);
    expect(output).toEqual({ runtime: expect.stringMatching(/^bun 1\./) as unknown, ...expectedOutput });
  });
});
