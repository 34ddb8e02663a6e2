// Node mode's fast path: a V8 startup snapshot of the loaded skill, so a CLI step skips loading
// and compiling the bundle (ArkType's import alone is most of a step's cost without it).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

/** The platform and architecture words `scripts/run` derives from bash's `$OSTYPE` and `$HOSTTYPE`. */
const platforms: Readonly<Record<string, string>> = { linux: "linux", darwin: "darwin" };
const architectures: Readonly<Record<string, string>> = { x64: "x64", arm64: "arm64" };

/** `<name>.node-v20.20.2-linux-x64.blob`: a blob only loads in the Node build that made it. */
export function snapshotFileName(name: string, node: { version: string; platform: string; arch: string } = process): string | undefined {
  const platform = platforms[node.platform];
  const arch = architectures[node.arch];
  return platform === undefined || arch === undefined ? undefined : `${name}.node-${node.version}-${platform}-${arch}.blob`;
}

/**
 * Globals that Node defines lazily through undici, which cannot load while a snapshot is built
 * (Node 24 loads it on any touch of the property, even a descriptor read). ArkType lists them
 * when it loads, so in its modules they are shadowed by stand-ins whose `instanceof` asks the real
 * global at run time; the globals themselves are never touched, and skill code sees the real ones.
 */
const lazyGlobals = ["FormData", "Headers", "Request", "Response"];
/** The ArkType modules that read them when they load. */
const arkTypeModulesUsingThem = /[\\/](?:@ark[\\/]util[\\/]out[\\/]objectKinds|arktype[\\/]out[\\/]keywords[\\/]FormData)\.js$/;

export function snapshotPrelude(): string {
  return `function __skillKitStandIn(name) {
  return { [name]: class { static [Symbol.hasInstance](value) { return value instanceof globalThis[name]; } } }[name];
}`;
}

const shadowLazyGlobals: Plugin = {
  name: "skill-kit-shadow-lazy-globals",
  setup(build) {
    build.onLoad({ filter: arkTypeModulesUsingThem }, (args) => {
      const declarations = lazyGlobals.map((name) => `const ${name} = __skillKitStandIn(${JSON.stringify(name)});`).join("\n");
      return { contents: `${declarations}\n${readFileSync(args.path, "utf8")}`, loader: "js" };
    });
  },
};

/** The snapshot's program: load the skill now; run one protocol call on the argv of each start. */
export function snapshotSource(entry: string, schemas: Readonly<Record<string, unknown>>): string {
  const protocol = JSON.stringify(fileURLToPath(import.meta.resolve("@skill-kit/cli-protocol")));
  return [
    `import definition from ${JSON.stringify(entry)};`,
    `import { main } from ${protocol};`,
    'import { startupSnapshot } from "node:v8";',
    `const schemas = ${JSON.stringify(schemas)};`,
    "startupSnapshot.setDeserializeMainFunction(() => {",
    // A snapshot's process.argv has no script path: the call's arguments start at index 1.
    "  void main(definition, { argv: process.argv.slice(1), schemas });",
    "});",
    "",
  ].join("\n");
}

export type SnapshotResult = { readonly file: string; readonly bytes: number } | { readonly skipped: string };

/** Builds `bin/<snapshotFileName>` with the running Node; a skill that cannot be snapshotted is skipped, not failed. */
export async function buildSnapshot(input: { entry: string; binDir: string; name: string; schemas: Readonly<Record<string, unknown>> }): Promise<SnapshotResult> {
  const file = snapshotFileName(input.name);
  if (file === undefined) return { skipped: `no snapshot for ${process.platform}-${process.arch}` };
  const work = mkdtempSync(join(tmpdir(), "skill-kit-snapshot-"));
  try {
    const script = join(work, "snapshot.cjs");
    await build({
      stdin: { contents: snapshotSource(input.entry, input.schemas), resolveDir: dirname(input.entry), sourcefile: `${input.name}.snapshot.mjs`, loader: "ts" },
      bundle: true,
      format: "cjs",
      platform: "node",
      target: "node20",
      outfile: script,
      minify: true,
      logLevel: "silent",
      banner: { js: snapshotPrelude() },
      plugins: [shadowLazyGlobals],
    });
    const blob = join(input.binDir, file);
    const made = spawnSync(process.execPath, ["--snapshot-blob", blob, "--build-snapshot", script], { cwd: work, encoding: "utf8", timeout: 120_000 });
    if (made.status !== 0) return { skipped: firstLine(made.stderr, made.error) };
    const check = spawnSync(process.execPath, ["--snapshot-blob", blob, "--", "--help"], { cwd: work, encoding: "utf8", timeout: 60_000 });
    if (check.status !== 0) {
      rmSync(blob, { force: true });
      return { skipped: `the snapshot does not start: ${firstLine(check.stderr, check.error)}` };
    }
    return { file: `bin/${file}`, bytes: statSync(blob).size };
  } catch (error) {
    return { skipped: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The error line of Node's report (`ReferenceError: …`), not the minified source line it quotes. */
function firstLine(stderr: string, error: Error | undefined): string {
  const lines = stderr.split("\n").map((text) => text.trim());
  const line = lines.find((text) => /^\[?\w*Error\b[^:]{0,40}:/.test(text)) ?? lines.find((text) => text !== "" && text.length < 200);
  return (line ?? error?.message ?? "node exited without a message").slice(0, 300);
}
