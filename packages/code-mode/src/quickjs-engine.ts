// The QuickJS engine: the release build of quickjs-emscripten's synchronous variant, compiled once per
// process and instantiated afresh for every call, in a WebAssembly memory whose maximum is the call's
// memory limit. The module's own memory limit counts allocations rather than bytes in this build (it
// has no malloc_usable_size), so the bound that holds is the memory's: past it, malloc fails and QuickJS
// throws "out of memory" (docs/decisions/2026-11-29-code-mode-sandbox.md).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as releaseSync from "@jitl/quickjs-wasmfile-release-sync";
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSSyncVariant,
  type QuickJSWASMModule,
} from "quickjs-emscripten-core";

const pageBytes = 64 * 1024;

/** The memory the build starts with (its INITIAL_MEMORY): the least a call's memory limit can be. */
const engineBaseBytes = 16 * 1024 * 1024;

let compiled: Promise<WebAssembly.Module> | undefined;

function compiledEngine(): Promise<WebAssembly.Module> {
  compiled ??= readFile(createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm")).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}

/** A fresh engine whose whole heap (its base included) can never grow past `memoryBytes`. */
export async function newEngine(memoryBytes: number): Promise<QuickJSWASMModule> {
  const wasmModule = await compiledEngine();
  const wasmMemory = new WebAssembly.Memory({
    initial: engineBaseBytes / pageBytes,
    maximum: Math.floor(memoryBytes / pageBytes),
  });
  // The engine's own log lines are not the caller's: an engine dropped after running out of memory may
  // report a failed assertion as it goes.
  const emscriptenModule = { wasmMemory, print: ignore, printErr: ignore };
  return newQuickJSWASMModuleFromVariant(newVariant(releaseSyncVariant(), { wasmModule, wasmMemory, emscriptenModule }));
}

/** The variant the package exports as its default (its types describe the CommonJS build, one level deeper). */
function releaseSyncVariant(): QuickJSSyncVariant {
  const exported: unknown = releaseSync.default;
  if (isSyncVariant(exported)) return exported;
  const nested: unknown =
    typeof exported === "object" && exported !== null && "default" in exported ? exported.default : undefined;
  if (isSyncVariant(nested)) return nested;
  throw new Error("@jitl/quickjs-wasmfile-release-sync does not export a synchronous QuickJS variant");
}

function isSyncVariant(value: unknown): value is QuickJSSyncVariant {
  return typeof value === "object" && value !== null && "type" in value && value.type === "sync" && "importFFI" in value;
}

function ignore(): void {
  // Nothing to print.
}
