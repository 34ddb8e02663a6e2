// Loads a skill source (`.ts` or `.js`) and returns its default export, checked to be a skill
// or a reference. The entry is compiled with esbuild next to itself (so its imports resolve as
// they would for the author), imported, and the compiled file removed.
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SkillKitError, type Buildable } from "@skill-kit/core";
import { build } from "esbuild";

/** The entry could not be found, compiled, or does not default-export a skill or reference. */
export class EntryError extends SkillKitError {
  static override isInstance(value: unknown): value is EntryError {
    return SkillKitError.isInstance(value) && value.code === "ENTRY_INVALID";
  }

  constructor(message: string) {
    super({ code: "ENTRY_INVALID", message });
  }
}

export async function loadEntry(entry: string): Promise<Buildable> {
  const path = resolve(entry);
  if (!existsSync(path)) throw new EntryError(`entry file not found: ${path}`);
  const out = join(dirname(path), `.skill-kit-${basename(path).replace(/\.[^.]+$/, "")}-${randomBytes(4).toString("hex")}.mjs`);
  try {
    await build({
      entryPoints: [path],
      outfile: out,
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      packages: "external",
      logLevel: "silent",
      sourcemap: "inline",
    });
  } catch (error) {
    throw new EntryError(`could not compile ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let loaded: unknown;
  try {
    loaded = await import(pathToFileURL(out).href);
  } catch (error) {
    throw new EntryError(`${path} failed while loading: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rmSync(out, { force: true });
  }
  const definition = typeof loaded === "object" && loaded !== null && "default" in loaded ? loaded.default : undefined;
  if (!isBuildable(definition)) {
    throw new EntryError(`${path} must default-export a skill or a reference: \`export default skill({...}).step(...).build()\``);
  }
  return definition;
}

function isBuildable(value: unknown): value is Buildable {
  return (
    typeof value === "object" &&
    value !== null &&
    "kind" in value &&
    (value.kind === "skill" || value.kind === "reference") &&
    "name" in value
  );
}

/** A skill source loaded, or why not: what a command prints before exiting 1. */
export type LoadedEntry =
  | { readonly ok: true; readonly definition: Buildable }
  | { readonly ok: false; readonly message: string };

/** `loadEntry` without throwing: an `EntryError`'s message, or what the module threw while it loaded. */
export async function tryLoadEntry(entry: string): Promise<LoadedEntry> {
  try {
    return { ok: true, definition: await loadEntry(entry) };
  } catch (error) {
    if (EntryError.isInstance(error)) return { ok: false, message: error.message };
    return { ok: false, message: `${entry} threw while loading: ${error instanceof Error ? error.message : String(error)}` };
  }
}
