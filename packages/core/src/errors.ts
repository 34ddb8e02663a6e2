// Error classes of the engine and the author API, each with a stable `code`.
import { SkillKitError } from "@skill-kit/primitives";

interface ErrorInit {
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/** A skill definition that cannot work: thrown by `.build()` and the builders. */
export class SkillDefinitionError extends SkillKitError {
  constructor(init: ErrorInit) {
    super({ code: "SKILL_DEFINITION", ...init });
  }
}

/** `params` failed the skill's params schema. */
export class ParamsError extends SkillKitError {
  constructor(init: ErrorInit) {
    super({ code: "INVALID_PARAMS", ...init });
  }
}

/** An action threw, timed out, or returned or received data that fails its schema. */
export class ActionError extends SkillKitError {
  constructor(init: ErrorInit) {
    super({ code: "ACTION_FAILED", ...init });
  }
}

/** A step went past its visit limit with no `onMaxVisits` to go to. */
export class CycleGuardError extends SkillKitError {
  constructor(init: ErrorInit) {
    super({ code: "CYCLE_GUARD", ...init });
  }
}

/** A transition could not be resolved: no branch matched, an unknown target, too many prompt-less steps. */
export class TransitionError extends SkillKitError {
  constructor(init: ErrorInit) {
    super({ code: "TRANSITION_FAILED", ...init });
  }
}

/** An author callback (prompt, save, next, topic content) threw. */
export class CallbackError extends SkillKitError {
  constructor(init: ErrorInit) {
    super({ code: "CALLBACK_FAILED", ...init });
  }
}

/** `finalOutput` failed the skill's `finalOutput` schema. */
export class FinalOutputError extends SkillKitError {
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
  constructor(init: ErrorInit & { readonly data: { readonly index: number; readonly step?: string } }) {
    super({ code: "HISTORY_INVALID", ...init });
  }
}
