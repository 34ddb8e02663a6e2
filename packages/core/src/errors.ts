// Error classes of the engine and the author API, each with a stable `code`.
import { SkillKitError } from "@skill-kit/primitives";

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

/** A skill definition that cannot work: thrown by `.build()` and the builders. */
export class SkillDefinitionError extends SkillKitError {
  /** True for this error from any copy of the package: it checks the brand and the code. */
  static override isInstance(value: unknown): value is SkillDefinitionError {
    return hasCode(value, ["SKILL_DEFINITION"]);
  }

  constructor(init: ErrorInit) {
    super({ code: "SKILL_DEFINITION", ...init });
  }
}

/** `params` failed the skill's params schema. */
export class ParamsError extends SkillKitError {
  /** True for this error from any copy of the package: it checks the brand and the code. */
  static override isInstance(value: unknown): value is ParamsError {
    return hasCode(value, ["INVALID_PARAMS"]);
  }

  constructor(init: ErrorInit) {
    super({ code: "INVALID_PARAMS", ...init });
  }
}

/** An action threw, timed out, or returned or received data that fails its schema. */
export class ActionError extends SkillKitError {
  /** True for this error from any copy of the package: it checks the brand and the code. */
  static override isInstance(value: unknown): value is ActionError {
    return hasCode(value, ["ACTION_FAILED"]);
  }

  constructor(init: ErrorInit) {
    super({ code: "ACTION_FAILED", ...init });
  }
}

/** A step went past its visit limit with no `onMaxVisits` to go to. */
export class CycleGuardError extends SkillKitError {
  /** True for this error from any copy of the package: it checks the brand and the code. */
  static override isInstance(value: unknown): value is CycleGuardError {
    return hasCode(value, ["CYCLE_GUARD"]);
  }

  constructor(init: ErrorInit) {
    super({ code: "CYCLE_GUARD", ...init });
  }
}

/** A transition could not be resolved: no branch matched, an unknown target, too many prompt-less steps. */
export class TransitionError extends SkillKitError {
  /** True for this error from any copy of the package: it checks the brand and the code. */
  static override isInstance(value: unknown): value is TransitionError {
    return hasCode(value, ["TRANSITION_FAILED"]);
  }

  constructor(init: ErrorInit) {
    super({ code: "TRANSITION_FAILED", ...init });
  }
}

/** An author callback (prompt, save, next, topic content) threw. */
export class CallbackError extends SkillKitError {
  /** True for this error from any copy of the package: it checks the brand and the code. */
  static override isInstance(value: unknown): value is CallbackError {
    return hasCode(value, ["CALLBACK_FAILED"]);
  }

  constructor(init: ErrorInit) {
    super({ code: "CALLBACK_FAILED", ...init });
  }
}

/** `finalOutput` failed the skill's `finalOutput` schema. */
export class FinalOutputError extends SkillKitError {
  /** True for this error from any copy of the package: it checks the brand and the code. */
  static override isInstance(value: unknown): value is FinalOutputError {
    return hasCode(value, ["FINAL_OUTPUT_INVALID"]);
  }

  constructor(init: ErrorInit) {
    super({ code: "FINAL_OUTPUT_INVALID", ...init });
  }
}

/**
 * A history the graph does not allow: malformed entry, a step that cannot follow the previous one,
 * a response or action result that fails its schema, a missing action result, or an entry after done.
 * `data.index` is the 0-based entry index.
 */
export class HistoryError extends SkillKitError {
  /** True for this error from any copy of the package: it checks the brand and the code. */
  static override isInstance(value: unknown): value is HistoryError {
    return hasCode(value, ["HISTORY_INVALID"]);
  }

  constructor(init: ErrorInit & { readonly data: { readonly index: number; readonly step?: string } }) {
    super({ code: "HISTORY_INVALID", ...init });
  }
}

/** Why a session could not be used. */
export const sessionErrorCodes = [
  "SESSION_NOT_FOUND",
  "SESSION_BUSY",
  "SESSION_CORRUPT",
  "SESSION_TORN",
  "SESSION_UNSAFE",
  "SESSION_STORE_UNAVAILABLE",
] as const;
export type SessionErrorCode = (typeof sessionErrorCodes)[number];

/**
 * A session's stored state cannot be used: no such session (`SESSION_NOT_FOUND`), another call
 * holds its lock (`SESSION_BUSY`), a line that is not JSON or a bad header (`SESSION_CORRUPT`), a
 * torn last line (`SESSION_TORN`), a file, lock or directory that is not what it must be
 * (`SESSION_UNSAFE`), or a run store (a database) that did not answer in time
 * (`SESSION_STORE_UNAVAILABLE`: retryable, nothing was written).
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
