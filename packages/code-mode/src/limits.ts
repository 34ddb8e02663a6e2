// The bounds of one sandboxed call: each enforced by the engine or at the boundary, never by trust.

/** Bounds of one `search` or `execute` call. Every field is optional; see `defaultLimits`. */
export interface CodeModeLimits {
  /** Wall time of the whole call, host calls included (the engine's interrupt handler stops running code). */
  readonly timeMs?: number;
  /** The call's whole engine memory in bytes (its WebAssembly memory's maximum; the engine itself takes 16 MiB of it). */
  readonly memoryBytes?: number;
  /** Stack of the call's QuickJS runtime, in bytes (`setMaxStackSize`). */
  readonly stackBytes?: number;
  /** Characters of console output kept; past it the call stops with `CODE_MODE_OUTPUT_LIMIT`. */
  readonly outputChars?: number;
  /** Characters of the result as JSON; past it the call fails with `CODE_MODE_OUTPUT_LIMIT`. */
  readonly resultChars?: number;
  /** Characters of the code the model sends. */
  readonly codeChars?: number;
  /** Host (client) calls one `execute` may make. */
  readonly hostCalls?: number;
}

/** The bounds used where a limit is not given. */
export const defaultLimits: Required<CodeModeLimits> = {
  timeMs: 5000,
  memoryBytes: 64 * 1024 * 1024,
  stackBytes: 512 * 1024,
  outputChars: 20_000,
  resultChars: 100_000,
  codeChars: 100_000,
  hostCalls: 100,
};

/** The least `memoryBytes`: the engine's own 16 MiB and 4 MiB for the code. */
export const minMemoryBytes = 20 * 1024 * 1024;

/** The limits with defaults filled in; a limit that is not a positive whole number (or too little memory) is refused. */
export function resolveLimits(limits: CodeModeLimits = {}): Required<CodeModeLimits> {
  const resolved = { ...defaultLimits, ...limits };
  for (const [name, value] of Object.entries(resolved))
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new RangeError(`code mode limit "${name}" must be a positive whole number, got ${String(value)}`);
  if (resolved.memoryBytes < minMemoryBytes)
    throw new RangeError(
      `code mode limit "memoryBytes" must be at least ${minMemoryBytes} (20 MiB), got ${resolved.memoryBytes}`,
    );
  return resolved;
}
