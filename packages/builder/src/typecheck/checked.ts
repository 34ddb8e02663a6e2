// What one type check found, whichever TypeScript ran it, and the outcome `check` and `build` act on.

export interface Checked {
  /** TypeScript's errors as `tsc` prints them (with colour and context when asked); empty when there are none. */
  readonly text: string;
  /** How many errors. */
  readonly errors: number;
  /** The tsconfig used, or undefined when none was found (strict defaults then). */
  readonly tsconfig: string | undefined;
  /** The TypeScript version that checked it. */
  readonly version: string;
}

/** A type check's outcome: the entry type-checks, or TypeScript's errors and the closing `error:` line (`report`). */
export type Typecheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** What `skill-kit` prints: TypeScript's errors, then `error: <message>`. */
      readonly report: string;
      /** `<entry> does not type-check (N errors; TypeScript <version>, <tsconfig>); fix them, or pass --no-typecheck`. */
      readonly message: string;
    };

export function outcome(entry: string, checked: Checked): Typecheck {
  if (checked.errors === 0) return { ok: true };
  const count = `${String(checked.errors)} error${checked.errors === 1 ? "" : "s"}`;
  const where = checked.tsconfig ?? "strict defaults, no tsconfig.json found";
  const message = `${entry} does not type-check (${count}; TypeScript ${checked.version}, ${where}); fix them, or pass --no-typecheck`;
  return { ok: false, report: `${checked.text}\nerror: ${message}\n`, message };
}
