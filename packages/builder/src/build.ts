// `build(entry, options)`: load, lint, bundle, and write an agentskills.io skill folder.
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { responseSchemas, type Buildable } from "@skill-kit/core";
import { checkSkill, graphOf, hasErrors, toMermaid, type Diagnostic } from "@skill-kit/lint";
import { bundleBun, currentTarget, findBun, type Target } from "./bundle-bun.js";
import { bundleNode } from "./bundle-node.js";
import { loadEntry } from "./load-entry.js";
import { packageJson, resolveVersion } from "./package-json.js";
import { bunRunScript, nodeRunScript } from "./scripts-run.js";
import { skillMd } from "./skill-md/skill-md.js";
import { buildSnapshot } from "./snapshot.js";
import type { Protocol } from "./skill-md/workflow-skill-md.js";

export interface BuildOptions {
  readonly outDir: string;
  readonly mode?: "node" | "bun";
  readonly protocol?: Protocol;
  /** Bun mode: targets to compile (default darwin-arm64 and linux-x64). */
  readonly targets?: readonly Target[];
  /** Bun mode: only the current platform. */
  readonly single?: boolean;
  readonly minify?: boolean;
  /** Embed a Mermaid diagram of the workflow in SKILL.md. */
  readonly diagram?: boolean;
  /** Node mode: also write a V8 startup snapshot for the running Node (default true; see README). */
  readonly snapshot?: boolean;
  readonly onProgress?: (message: string) => void;
}

export interface BuildResult {
  readonly name: string;
  readonly kind: Buildable["kind"];
  readonly version: string;
  readonly outDir: string;
  readonly files: readonly string[];
  readonly warnings: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
  readonly skillMdBytes: number;
  /** Node mode: bytes a CLI step loads. */
  readonly stepBytes?: number;
  /** Node mode: the startup snapshot's size, when one was made (it replaces those bytes on the Node that made it). */
  readonly snapshotBytes?: number;
}

/** The build stopped: lint errors, an entry problem, or no binary could be made. */
export class BuildError extends Error {
  override readonly name = "BuildError";
  constructor(
    message: string,
    readonly diagnostics: readonly Diagnostic[] = [],
  ) {
    super(message);
  }
}

export async function build(entry: string, options: BuildOptions): Promise<BuildResult> {
  const progress = options.onProgress ?? (() => undefined);
  const entryPath = resolve(entry);
  const entryDir = dirname(entryPath);
  const outDir = resolve(options.outDir);
  progress(`loading ${entryPath}`);
  const definition = await loadEntry(entryPath);
  const diagnostics = definition.kind === "skill" ? checkSkill(definition, entryDir) : [];
  if (hasErrors(diagnostics)) throw new BuildError(`lint found errors in ${definition.name}; the build stopped`, diagnostics);
  const warnings: string[] = [];
  const { version, warning } = resolveVersion(definition, entryDir);
  if (warning !== undefined) warnings.push(warning);
  mkdirSync(join(outDir, "bin"), { recursive: true });
  removeSnapshots(join(outDir, "bin"));
  mkdirSync(join(outDir, "scripts"), { recursive: true });
  const files: string[] = [];
  const schemas = definition.kind === "skill" ? responseSchemas(definition) : {};
  let stepBytes: number | undefined;
  let snapshotBytes: number | undefined;
  if ((options.mode ?? "node") === "node") {
    progress("bundling for Node");
    const bundle = await bundleNode({ entry: entryPath, outDir, name: definition.name, minify: options.minify ?? true, schemas });
    files.push(`bin/${definition.name}.mjs`, ...bundle.files);
    stepBytes = bundle.stepBytes + statSync(join(outDir, "bin", `${definition.name}.mjs`)).size;
    writeScript(outDir, nodeRunScript(definition.name));
    if (options.snapshot ?? true) {
      progress(`making a startup snapshot for Node ${process.version}`);
      const snapshot = await buildSnapshot({ entry: entryPath, binDir: join(outDir, "bin"), name: definition.name, schemas });
      if ("skipped" in snapshot) warnings.push(`no startup snapshot (steps start from the bundle): ${snapshot.skipped}`);
      else {
        files.push(snapshot.file);
        snapshotBytes = snapshot.bytes;
      }
    }
  } else {
    const bun = findBun(entryDir);
    if (bun === undefined) throw new BuildError("--mode bun needs Bun: install it (npm i -D bun) or put `bun` on PATH");
    const targets = options.single === true ? [currentTarget()] : (options.targets ?? ["darwin-arm64", "linux-x64"]);
    progress(`compiling with Bun for ${targets.join(", ")}`);
    const compiled = bundleBun({ bun, entry: entryPath, outDir, name: definition.name, targets, schemas });
    for (const failure of compiled.failed) warnings.push(`bun target ${failure.target} failed: ${failure.reason}`);
    if (compiled.built.length === 0) throw new BuildError("no Bun binary could be built");
    files.push(...compiled.built);
    writeScript(outDir, bunRunScript(definition.name));
  }
  files.push("scripts/run");
  const diagram = options.diagram === true && definition.kind === "skill" ? toMermaid(graphOf(definition)) : undefined;
  const markdown = skillMd({ definition, version: definition.version === "0.0.0" ? undefined : version, protocol: options.protocol ?? "session", diagram });
  writeFileSync(join(outDir, "SKILL.md"), markdown);
  const packageFile = join(outDir, "package.json");
  writeFileSync(packageFile, packageJson({ definition, version, existing: existsSync(packageFile) ? readFileSync(packageFile, "utf8") : undefined }));
  files.push("SKILL.md", "package.json");
  const references = join(entryDir, "references");
  if (existsSync(references)) {
    cpSync(references, join(outDir, "references"), { recursive: true });
    files.push("references/");
  }
  progress(`built ${definition.name} ${version} into ${outDir}`);
  return { name: definition.name, kind: definition.kind, version, outDir, files, warnings, diagnostics, skillMdBytes: Buffer.byteLength(markdown), ...(stepBytes === undefined ? {} : { stepBytes }), ...(snapshotBytes === undefined ? {} : { snapshotBytes }) };
}

/** A snapshot left by an earlier build would run the old code: every build starts without one. */
function removeSnapshots(binDir: string): void {
  for (const file of readdirSync(binDir)) if (file.endsWith(".blob")) rmSync(join(binDir, file), { force: true });
}

function writeScript(outDir: string, text: string): void {
  const path = join(outDir, "scripts", "run");
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}
