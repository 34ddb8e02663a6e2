// `build(entry, options)`: load, lint, bundle, and write an agentskills.io skill folder.
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { SkillKitError, type Buildable } from "@skill-kit/core";
import { responseSchemas } from "@skill-kit/core/internal";
import { checkSkill, graphOf, hasErrors, toMermaid, type LintDiagnostic } from "@skill-kit/lint";
import { bundleBun, currentTarget, findBun, type Target } from "./bundle-bun.js";
import { bundleNode } from "./bundle-node.js";
import { loadEntry } from "./load-entry.js";
import { packageJson, resolveVersion } from "./package-json.js";
import type { ServerPart } from "./server-parts.js";
import { bunRunScript, nodeRunScript } from "./scripts-run.js";
import { skillMd } from "./skill-md/skill-md.js";
import { findArkType, lazyArkTypePlugin, precompileTable } from "./lazy-arktype/plugin.js";
import type { NotPrecompiled } from "./lazy-arktype/skill-types.js";
import type { Protocol } from "./skill-md/workflow-skill-md.js";
import type { Typecheck } from "./typecheck/checked.js";

export interface BuildOptions {
  readonly outDir: string;
  readonly mode?: "node" | "bun";
  readonly protocol?: Protocol;
  /** Bun mode: targets to compile (default darwin-arm64 and linux-x64). */
  readonly targets?: readonly Target[];
  /** Bun mode: only the current platform. */
  readonly single?: boolean;
  readonly minify?: boolean;
  /**
   * Node mode: the server-only parts to put in bin/ (`--with`): `http` for `mcp --http`, `stores`
   * for `--store postgres://…|redis://…`. None by default; a call that asks for one left out
   * fails with one line naming the flag. Bun executables carry every part.
   */
  readonly serverParts?: readonly ServerPart[];
  /** Embed a Mermaid diagram of the workflow in SKILL.md. */
  readonly diagram?: boolean;
  /**
   * A type check already started (`startTypecheck`): the build goes on beside it and writes
   * nothing until it passes; when it fails, the build throws a `BuildError` with its message.
   */
  readonly typecheck?: Promise<Typecheck>;
  readonly onProgress?: (message: string) => void;
}

export interface BuildResult {
  readonly name: string;
  readonly kind: Buildable["kind"];
  readonly version: string;
  readonly outDir: string;
  readonly files: readonly string[];
  readonly warnings: readonly string[];
  readonly diagnostics: readonly LintDiagnostic[];
  readonly skillMdBytes: number;
  /** Node mode: bytes a CLI step loads. */
  readonly stepBytes?: number;
  /**
   * Node mode: types a valid step meets that have no precompiled check, so that a step meeting
   * one loads ArkType (about 400 ms); each is also a warning.
   */
  readonly notPrecompiled?: readonly NotPrecompiled[];
}

/** The build stopped: lint errors, an entry problem, or no binary could be made. */
export class BuildError extends SkillKitError {
  static override isInstance(value: unknown): value is BuildError {
    return SkillKitError.isInstance(value) && value.code === "BUILD_FAILED";
  }

  constructor(
    message: string,
    readonly diagnostics: readonly LintDiagnostic[] = [],
  ) {
    super({ code: "BUILD_FAILED", message });
  }
}

export async function build(entry: string, options: BuildOptions): Promise<BuildResult> {
  const progress = options.onProgress ?? (() => undefined);
  const entryPath = resolve(entry);
  const entryDir = dirname(entryPath);
  const outDir = resolve(options.outDir);
  const mode = options.mode ?? "node";
  // Node mode: the pass that precompiles the skill's ArkType checks starts now, beside loading and
  // linting the entry (when those fail, what they report comes first and the pass is not awaited).
  const arktype = mode === "node" ? findArkType(entryPath) : undefined;
  const types = arktype?.then((runtime) => precompileTable(entryPath, runtime));
  types?.catch(() => undefined);
  progress(`loading ${entryPath}`);
  const definition = await loadEntry(entryPath);
  const diagnostics = definition.kind === "skill" ? checkSkill(definition, entryDir) : [];
  if (hasErrors(diagnostics)) throw new BuildError(`lint found errors in ${definition.name}; the build stopped`, diagnostics);
  const warnings: string[] = [];
  const { version, warning } = resolveVersion(definition, entryDir);
  if (warning !== undefined) warnings.push(warning);
  // bin/ is made in a folder of its own and replaces the output's only once the type check passed.
  const stage = mkdtempSync(join(tmpdir(), "skill-kit-build-"));
  const files: string[] = [];
  const schemas = definition.kind === "skill" ? responseSchemas(definition) : {};
  let stepBytes: number | undefined;
  let notPrecompiled: readonly NotPrecompiled[] = [];
  try {
    mkdirSync(join(stage, "bin"));
    if (arktype !== undefined && types !== undefined) {
      progress("precompiling the skill's types; bundling for Node");
      const runtime = await arktype;
      const bundle = await bundleNode({
        entry: entryPath,
        outDir: stage,
        name: definition.name,
        minify: options.minify ?? true,
        schemas,
        plugins: types.then((found) => [lazyArkTypePlugin(runtime, { eager: false, table: found.table })]),
        arktype: runtime,
        serverParts: options.serverParts ?? [],
      });
      notPrecompiled = (await types).notPrecompiled;
      for (const type of notPrecompiled)
        warnings.push(`leaves the fast path (a step that meets it loads ArkType): ${type.where}, ${type.type}: ${type.reason}`);
      files.push(...bundle.files);
      if (bundle.noCodeCache !== undefined)
        warnings.push(`no code cache (steps compile the program as they start): ${bundle.noCodeCache}`);
      stepBytes = bundle.stepBytes;
    } else {
      const bun = findBun(entryDir);
      if (bun === undefined) throw new BuildError("--mode bun needs Bun: install it (npm i -D bun) or put `bun` on PATH");
      const targets = options.single === true ? [currentTarget()] : (options.targets ?? ["darwin-arm64", "linux-x64"]);
      progress(`compiling with Bun for ${targets.join(", ")}`);
      const compiled = bundleBun({ bun, entry: entryPath, outDir: stage, name: definition.name, targets, schemas });
      for (const failure of compiled.failed) warnings.push(`bun target ${failure.target} failed: ${failure.reason}`);
      if (compiled.built.length === 0) throw new BuildError("no Bun binary could be built");
      files.push(...compiled.built);
    }
    const checked = await options.typecheck;
    if (checked?.ok === false) throw new BuildError(checked.message);
    // bin/ is the build's own: what an earlier build left there (another mode, old chunks) goes.
    replaceBin(stage, outDir);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
  mkdirSync(join(outDir, "scripts"), { recursive: true });
  writeScript(outDir, mode === "node" ? nodeRunScript(definition.name) : bunRunScript(definition.name));
  files.push("scripts/run");
  const diagram = options.diagram === true && definition.kind === "skill" ? toMermaid(graphOf(definition)) : undefined;
  // `metadata.version` when there is one to state: the skill's own, or the one `resolveVersion` found.
  const markdown = skillMd({
    definition,
    version: version === "0.0.0" ? undefined : version,
    protocol: options.protocol ?? "session",
    diagram,
  });
  writeFileSync(join(outDir, "SKILL.md"), markdown);
  const packageFile = join(outDir, "package.json");
  writeFileSync(
    packageFile,
    packageJson({ definition, version, existing: existsSync(packageFile) ? readFileSync(packageFile, "utf8") : undefined }),
  );
  files.push("SKILL.md", "package.json");
  const references = join(entryDir, "references");
  if (existsSync(references)) {
    cpSync(references, join(outDir, "references"), { recursive: true });
    files.push("references/");
  }
  progress(`built ${definition.name} ${version} into ${outDir}`);
  return {
    name: definition.name,
    kind: definition.kind,
    version,
    outDir,
    files,
    warnings,
    diagnostics,
    skillMdBytes: Buffer.byteLength(markdown),
    ...(stepBytes === undefined ? {} : { stepBytes, notPrecompiled }),
  };
}

/** Moves the staged bin/ into the output folder (copies it when the two are on different file systems). */
function replaceBin(stage: string, outDir: string): void {
  rmSync(join(outDir, "bin"), { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  try {
    renameSync(join(stage, "bin"), join(outDir, "bin"));
  } catch {
    cpSync(join(stage, "bin"), join(outDir, "bin"), { recursive: true });
  }
}

function writeScript(outDir: string, text: string): void {
  const path = join(outDir, "scripts", "run");
  writeFileSync(path, text);
  chmodSync(path, 0o755);
}
