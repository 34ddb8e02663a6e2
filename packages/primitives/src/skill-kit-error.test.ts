import { describe, expect, it, vi } from "vitest";
import { PrimitiveConfigError } from "./primitive-config-error.js";
import { SkillKitError, UsageError } from "./skill-kit-error.js";

describe("SkillKitError", () => {
  it("carries code, message, frozen data and cause", () => {
    const cause = new Error("root");
    const error = new SkillKitError({ code: "SOMETHING", message: "went wrong", data: { step: "greet" }, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("SkillKitError");
    expect(error.code).toBe("SOMETHING");
    expect(error.message).toBe("went wrong");
    expect(error.data).toEqual({ step: "greet" });
    expect(Object.isFrozen(error.data)).toBe(true);
    expect(error.cause).toBe(cause);
  });

  it("leaves data and cause out when not given", () => {
    const error = new SkillKitError({ code: "X", message: "m" });
    expect("data" in error).toBe(false);
    expect("cause" in error).toBe(false);
  });

  it("names subclasses after themselves", () => {
    class StepError extends SkillKitError {}
    expect(new StepError({ code: "STEP", message: "m" }).name).toBe("StepError");
  });

  it("recognises errors from another copy of the module by their brand", async () => {
    vi.resetModules();
    const copy = await import("./skill-kit-error.js");
    expect(copy.SkillKitError).not.toBe(SkillKitError);
    const foreign = new copy.SkillKitError({ code: "FOREIGN", message: "m" });
    expect(foreign instanceof SkillKitError).toBe(false);
    expect(SkillKitError.isInstance(foreign)).toBe(true);
  });

  it("rejects lookalikes", () => {
    expect(SkillKitError.isInstance(new Error("plain"))).toBe(false);
    expect(SkillKitError.isInstance({ code: "X", message: "m" })).toBe(false);
    expect(SkillKitError.isInstance(null)).toBe(false);
    expect(SkillKitError.isInstance("SkillKitError")).toBe(false);
  });
});

describe("PrimitiveConfigError", () => {
  it("has the PRIMITIVE_CONFIG code and is a SkillKitError", () => {
    const error = new PrimitiveConfigError({ message: "act.confirm: message: expected a non-empty string, found nothing" });
    expect(error.code).toBe("PRIMITIVE_CONFIG");
    expect(error.name).toBe("PrimitiveConfigError");
    expect(error).toBeInstanceOf(SkillKitError);
    expect(SkillKitError.isInstance(error)).toBe(true);
    expect(PrimitiveConfigError.isInstance(error)).toBe(true);
  });

  it("does not claim other skill-kit errors", () => {
    expect(PrimitiveConfigError.isInstance(new SkillKitError({ code: "OTHER", message: "m" }))).toBe(false);
  });
});

describe("UsageError", () => {
  it("is a coded skill-kit error, recognised by its code only", () => {
    const error = new UsageError("unknown flag --x");
    expect(error).toMatchObject({ name: "UsageError", code: "USAGE", message: "unknown flag --x" });
    expect(UsageError.isInstance(error)).toBe(true);
    expect(SkillKitError.isInstance(error)).toBe(true);
    expect(UsageError.isInstance(new SkillKitError({ code: "OTHER", message: "m" }))).toBe(false);
  });
});
