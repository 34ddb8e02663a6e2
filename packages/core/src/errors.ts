// Error classes of the engine and the author API, each with a stable `code` from the error table
// (`@skill-kit/primitives/error-table`), which says what it means and whether a call may be retried.
import { SkillKitError } from "@skill-kit/primitives";
import type { ErrorCode } from "@skill-kit/primitives/error-table";

// Defined in primitives so a command line can use it without loading the engine.
export { UsageError } from "@skill-kit/primitives";

/** True for a skill-kit error (of any copy of the package) whose `code` is one of `codes`. */
function hasCode(value: unknown, codes: readonly string[]): value is SkillKitError {
  return SkillKitError.isInstance(value) && codes.includes(value.code);
}

interface ErrorInit {
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/** The class of one error code, as `codedError` makes it. */
interface CodedErrorClass<Code extends string, Init> {
  new (init: Init): SkillKitError & { readonly code: Code };
  /** True for this error from any copy of the package: it checks the brand and the code. */
  isInstance(value: unknown): value is SkillKitError & { readonly code: Code };
}

/** The class of one error code; `Init` is what its constructor takes besides the code. */
function codedError<const Code extends ErrorCode, Init extends ErrorInit = ErrorInit>(code: Code): CodedErrorClass<Code, Init> {
  return class extends SkillKitError {
    declare readonly code: Code;

    static override isInstance(value: unknown): value is SkillKitError & { readonly code: Code } {
      return hasCode(value, [code]);
    }

    constructor(init: Init) {
      super({ code, ...init });
    }
  };
}

/** A skill definition that cannot work: thrown by `.build()` and the builders. */
export class SkillDefinitionError extends codedError("SKILL_DEFINITION") {}

/** `params` failed the skill's params schema. */
export class ParamsError extends codedError("INVALID_PARAMS") {}

/** An action threw, timed out, or returned or received data that fails its schema. */
export class ActionError extends codedError("ACTION_FAILED") {}

/** A step went past its visit limit with no `onMaxVisits` to go to. */
export class CycleGuardError extends codedError("CYCLE_GUARD") {}

/** A transition could not be resolved: no branch matched, an unknown target, too many prompt-less steps. */
export class TransitionError extends codedError("TRANSITION_FAILED") {}

/** An author callback (prompt, save, next, topic content) threw. */
export class CallbackError extends codedError("CALLBACK_FAILED") {}

/** `finalOutput` failed the skill's `finalOutput` schema. */
export class FinalOutputError extends codedError("FINAL_OUTPUT_INVALID") {}

/**
 * A history the graph does not allow: malformed entry, a step that cannot follow the previous one,
 * a response or action result that fails its schema, a missing action result, or an entry after done.
 * `data.index` is the 0-based entry index.
 */
export class HistoryError extends codedError<
  "HISTORY_INVALID",
  ErrorInit & { readonly data: { readonly index: number; readonly step?: string } }
>("HISTORY_INVALID") {}

/** Why a session could not be used. */
export const sessionErrorCodes = [
  "SESSION_NOT_FOUND",
  "SESSION_BUSY",
  "SESSION_CORRUPT",
  "SESSION_TORN",
  "SESSION_UNSAFE",
  "SESSION_STORE_UNAVAILABLE",
  "SESSION_LIMIT",
] as const satisfies readonly ErrorCode[];
export type SessionErrorCode = (typeof sessionErrorCodes)[number];

/**
 * A session's stored state cannot be used: no such session (`SESSION_NOT_FOUND`), another call
 * holds its lock (`SESSION_BUSY`), a line that is not JSON or a bad header (`SESSION_CORRUPT`), a
 * torn last line (`SESSION_TORN`), a file, lock or directory that is not what it must be
 * (`SESSION_UNSAFE`), or a run store (a database) that did not answer in time
 * (`SESSION_STORE_UNAVAILABLE`: retryable, nothing was written), or an owner already holding as
 * many live runs as the store allows (`SESSION_LIMIT`: `data.retryAfterMs` says when one may
 * expire; nothing was written).
 */
export class SessionError extends SkillKitError {
  declare readonly code: SessionErrorCode;

  static override isInstance(value: unknown): value is SessionError {
    return hasCode(value, sessionErrorCodes);
  }

  constructor(code: SessionErrorCode, init: ErrorInit) {
    super({ code, ...init });
  }
}
