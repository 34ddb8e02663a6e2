// Errors of code mode, each with a stable code, on the shared skill-kit brand (`SkillKitError`).
import { SkillKitError } from "@skill-kit/primitives";
import type { ErrorCode } from "@skill-kit/primitives/error-table";

const codeModeCodes = [
  "CODE_MODE_CODE_ERROR",
  "CODE_MODE_TIMEOUT",
  "CODE_MODE_MEMORY_LIMIT",
  "CODE_MODE_STACK_LIMIT",
  "CODE_MODE_OUTPUT_LIMIT",
  "CODE_MODE_SPEC_UNREADABLE",
] as const satisfies readonly ErrorCode[];

/** Every code a code-mode error can carry. */
export type CodeModeErrorCode = (typeof codeModeCodes)[number];

/** What a code-mode error is built from; `data.output` holds what the code printed before it failed. */
export interface CodeModeErrorOptions {
  readonly code: CodeModeErrorCode;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/** A `SkillKitError` with a code-mode code; `isInstance` recognises it across copies of the package. */
export class CodeModeError extends SkillKitError {
  declare readonly code: CodeModeErrorCode;

  // Not useless: it narrows what a code-mode error is built from to the code-mode codes.
  // eslint-disable-next-line @typescript-eslint/no-useless-constructor
  constructor(options: CodeModeErrorOptions) {
    super(options);
  }

  static override isInstance(value: unknown): value is CodeModeError {
    const codes: readonly string[] = codeModeCodes;
    return SkillKitError.isInstance(value) && codes.includes(value.code);
  }
}
