// Bytes a CLI step parses, the files it loads only when needed, SKILL.md bytes, and every file of
// bin/ with its total, per example and for the skill shape issue 19 measures (a sub-store, an
// action with input and output types, a params default: tooling/test-utils/fixtures/size-shape.ts),
// all default builds; then the server-only files `--with http,stores` adds to that shape.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { buildExamples, root, table } from "./lib.mjs";

/**
 * The bin/ bound: the existing system's 779,964 bytes for a skill of the size-shape's shape (its MCP
 * server included), for a default build, every file counted (e2e/builder/test/bin-size.test.ts).
 */
const binBoundBytes = 779_964;

const bytes = (dir, file) => (existsSync(join(dir, "bin", file)) ? statSync(join(dir, "bin", file)).size : "—");

/** Builds the size-shape fixture with the real CLI, as `buildExamples` builds the examples, with `flags`. */
function buildSizeShape(flags = []) {
  const dir = join(mkdtempSync(join(tmpdir(), "skill-kit-bench-size-")), "size-shape");
  const run = spawnSync(
    process.execPath,
    [
      join(root, "apps/cli/dist/bin.js"),
      "build",
      join(root, "tooling/test-utils/fixtures/size-shape.ts"),
      "-o",
      dir,
      "--json",
      "--no-typecheck",
      ...flags,
    ],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`build of size-shape failed:\n${run.stderr}`);
  return { example: "size-shape (issue 19's shape)", dir, ...JSON.parse(run.stdout) };
}

const binTotal = (dir) => readdirSync(join(dir, "bin")).reduce((sum, file) => sum + statSync(join(dir, "bin", file)).size, 0);

/** One row per default build: each file of bin/ (the step's three files, then the ones loaded when needed) and the total. */
function binFiles(built) {
  const rows = built.map((b) => {
    const total = binTotal(b.dir);
    const own = (suffix) => bytes(b.dir, `${b.name}${suffix}`);
    return [
      b.example,
      own(".cjs"),
      own(".main.cjs"),
      own(".main.cjs.cache.br"),
      own(".mjs"),
      bytes(b.dir, "arktype.cjs"),
      bytes(b.dir, "mcp.cjs"),
      total,
      total <= binBoundBytes ? "yes" : "NO",
    ];
  });
  return table(
    [
      "skill",
      "<name>.cjs",
      "<name>.main.cjs",
      "<name>.main.cjs.cache.br",
      "<name>.mjs",
      "arktype.cjs",
      "mcp.cjs",
      "bin/ total",
      `≤ ${binBoundBytes.toLocaleString("en")}`,
    ],
    rows,
  );
}

/** The size-shape fixture's default build against one `--with http,stores`: what the server-only parts add. */
function serverParts(plain) {
  const served = buildSizeShape(["--with", "http,stores"]);
  const row = (label, dir) => [
    label,
    bytes(dir, "mcp.cjs"),
    bytes(dir, "mcp-http.cjs"),
    bytes(dir, "run-stores.cjs"),
    binTotal(dir),
  ];
  return table(
    ["size-shape build", "mcp.cjs", "mcp-http.cjs", "run-stores.cjs", "bin/ total"],
    [row("default", plain.dir), row("`--with http,stores`", served.dir)],
  );
}

export function sizes(built) {
  const shape = buildSizeShape();
  const all = [...built, shape];
  const rows = all.map((b) => [
    b.example,
    b.kind,
    b.stepBytes ?? "—",
    bytes(b.dir, "arktype.cjs"),
    bytes(b.dir, "mcp.cjs"),
    b.skillMdBytes,
    b.skillMdBytes <= 3693 ? "yes" : "NO",
  ]);
  return [
    "### Sizes\n",
    "SKILL.md target: at most half of the existing system's 7,386 bytes for a 6-step skill (3,693). A CLI step parses the step program only; ArkType is parsed when a call meets data the build's checks do not accept, MCP only by `scripts/run mcp`.\n",
    `${table(["example", "kind", "bytes a CLI step parses", "ArkType (when needed)", "MCP (mcp only)", "SKILL.md bytes", "SKILL.md ≤ 3,693"], rows)}\n`,
    `Every file of a default build's bin/, in bytes. bin/ target: at most ${binBoundBytes.toLocaleString("en")} bytes, the existing system's (its bundle includes its MCP server). A CLI step loads the first three files.\n`,
    `${binFiles(all)}\n`,
    "The server-only parts, left out by default: `skill-kit build --with http,stores` adds `bin/mcp-http.cjs` (`mcp --http`) and `bin/run-stores.cjs` (`--store postgres://…|redis://…`), and `mcp.cjs` keeps what it hands the HTTP chunk.\n",
    `${serverParts(shape)}\n`,
  ].join("\n");
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) console.log(sizes(buildExamples()));
