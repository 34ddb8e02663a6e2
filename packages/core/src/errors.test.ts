// Each error class's `isInstance` checks its own code: it accepts its errors, from any copy of
// the package (a plain object with the brand and the code stands in for a second copy), and no other class's.
import { SkillKitError } from "@skill-kit/primitives";
import { describe, expect, it } from "vitest";
import {
  ActionError,
  CallbackError,
  CycleGuardError,
  FinalOutputError,
  HistoryError,
  ParamsError,
  SessionError,
  sessionErrorCodes,
  SkillDefinitionError,
  TransitionError,
  UsageError,
} from "./errors.js";

const init = { message: "m" };
const made = [
  { type: SkillDefinitionError, error: new SkillDefinitionError(init), code: "SKILL_DEFINITION" },
  { type: ParamsError, error: new ParamsError(init), code: "INVALID_PARAMS" },
  { type: ActionError, error: new ActionError(init), code: "ACTION_FAILED" },
  { type: CycleGuardError, error: new CycleGuardError(init), code: "CYCLE_GUARD" },
  { type: TransitionError, error: new TransitionError(init), code: "TRANSITION_FAILED" },
  { type: CallbackError, error: new CallbackError(init), code: "CALLBACK_FAILED" },
  { type: FinalOutputError, error: new FinalOutputError(init), code: "FINAL_OUTPUT_INVALID" },
  { type: HistoryError, error: new HistoryError({ ...init, data: { index: 0 } }), code: "HISTORY_INVALID" },
  { type: UsageError, error: new UsageError("m"), code: "USAGE" },
  ...sessionErrorCodes.map((code) => ({ type: SessionError, error: new SessionError(code, init), code })),
];

describe("isInstance by code", () => {
  it.each(made)("$type.name ($code) is recognised by its own class only", ({ type, error, code }) => {
    expect(error.code).toBe(code);
    expect(error.name).toBe(type.name);
    expect(SkillKitError.isInstance(error)).toBe(true);
    for (const other of made) expect(other.type.isInstance(error)).toBe(other.type === type);
  });

  it("ActionError.isInstance(new ParamsError()) is false", () => {
    expect(ActionError.isInstance(new ParamsError(init))).toBe(false);
  });

  it("UsageError keeps the message it is given", () => {
    expect(new UsageError("unknown flag --x").message).toBe("unknown flag --x");
  });

  it("a skill-kit error of another class, or a plain Error, is not a SessionError", () => {
    expect(SessionError.isInstance(new UsageError("m"))).toBe(false);
    expect(SessionError.isInstance(new Error("SESSION_BUSY"))).toBe(false);
  });
});
