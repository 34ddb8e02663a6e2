// @skill-kit/core installed alone from its tarball into an empty project (its sibling
// @skill-kit/primitives from a tarball too, since it is not on npm; arktype, core's peer dependency, from the registry),
// then one workflow (fixtures/coffee.mjs: three steps, a schema-checked answer, a refused one)
// run on the Node running these tests, on Node 24, on Bun and on Deno (fixtures/workflow.mjs
// prints it), and served by workerd (fixtures/worker.mjs, bundled with esbuild: workerd loads only
// the modules its config lists). Every runtime must give the same answer.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { denoPath, needsBinary, workerdCompatibilityDate, workerdPath } from "./runtimes.js";
import { serveWorker } from "./workerd.js";
import { pack, root, runOrThrow } from "./workspace.js";

const here = import.meta.dirname;
const work = mkdtempSync(join(tmpdir(), "skill-kit-core-alone-"));
const project = join(work, "project");

const bun = join(dirname(createRequire(join(root, "package.json")).resolve("bun/package.json")), "bin", "bun.exe");
const deno = needsBinary("@skill-kit/core on Deno", denoPath);
const workerd = needsBinary("@skill-kit/core on workerd", workerdPath);

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

/** The arktype range core declares as its peer dependency. */
function arktypeRange(): string {
  const text = readFileSync(join(root, "packages", "core", "package.json"), "utf8");
  const manifest = JSON.parse(text) as { peerDependencies?: Record<string, string> };
  const range = manifest.peerDependencies?.arktype;
  if (range === undefined) throw new Error("packages/core/package.json declares no arktype peer dependency");
  return range;
}

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
    dependencies: {
      "@skill-kit/core": `file:${core.filename}`,
      "@skill-kit/primitives": `file:${primitives.filename}`,
      // arktype is core's peer dependency: the consumer installs it (`npm i @skill-kit/core arktype`).
      arktype: arktypeRange(),
    },
  };
  writeFileSync(join(project, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await runOrThrow("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: project });
  for (const file of ["coffee.mjs", "workflow.mjs", "worker.mjs"])
    copyFileSync(join(here, "..", "fixtures", file), join(project, file));
}, 600_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function runWorkflow(
  command: string,
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const stdout = await runOrThrow(command, [...args, "workflow.mjs"], { cwd: project, env });
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

  // No --allow-* flag: core needs no permission. node_modules is npm's (`manual`), nothing is
  // fetched (`--no-remote`, no update check), and Deno's cache lives in the temp folder.
  it.runIf(deno.found)("runs the workflow on Deno", async () => {
    const args = ["run", "--no-prompt", "--no-remote", "--node-modules-dir=manual"];
    const output = await runWorkflow(deno.path, args, { DENO_DIR: join(work, "deno"), DENO_NO_UPDATE_CHECK: "1" });
    expect(output).toEqual({ runtime: expect.stringMatching(/^deno 2\./) as unknown, ...expectedOutput });
  });

  it.runIf(workerd.found)("serves the workflow from workerd on 127.0.0.1", async () => {
    const worker = await serveWorker({
      workerd: workerd.path,
      entry: join(project, "worker.mjs"),
      compatibilityDate: workerdCompatibilityDate(),
    });
    try {
      const response = await fetch(worker.url);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ runtime: "workerd", ...expectedOutput });
    } finally {
      await worker.stop();
    }
  });
});
