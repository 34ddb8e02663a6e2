// Each loader error class's `isInstance` checks its own codes, not just the brand every skill-kit error carries.
import { describe, expect, it } from "vitest";
import { InvalidOptionError, LoaderError, ResourceError } from "./loader-error.js";

/** A core error as another package makes it: the shared brand and a code the loader does not use. */
const coreError = Object.assign(new Error("boom"), { code: "ACTION_FAILED", [Symbol.for("skill-kit.error")]: true });

describe("isInstance by code", () => {
  it("LoaderError accepts every loader code and no other skill-kit error", () => {
    expect(LoaderError.isInstance(new InvalidOptionError("bad"))).toBe(true);
    expect(LoaderError.isInstance(new ResourceError({ code: "RESOURCE_NOT_FOUND", message: "gone" }))).toBe(true);
    expect(LoaderError.isInstance(coreError)).toBe(false);
    expect(LoaderError.isInstance(new Error("plain"))).toBe(false);
  });

  it("ResourceError and InvalidOptionError accept only their own codes", () => {
    const missing = new ResourceError({ code: "RESOURCE_NOT_FOUND", message: "gone" });
    expect(ResourceError.isInstance(missing)).toBe(true);
    expect(InvalidOptionError.isInstance(missing)).toBe(false);
    expect(ResourceError.isInstance(new InvalidOptionError("bad"))).toBe(false);
    expect(InvalidOptionError.isInstance(new InvalidOptionError("bad"))).toBe(true);
  });
});
