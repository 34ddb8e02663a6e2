import { SkillKitError, UsageError } from "@skill-kit/primitives";
import { errorTable } from "@skill-kit/primitives/error-table";
import { describe, expect, it, vi } from "vitest";
import { InstallError } from "./install-error.js";

describe("InstallError", () => {
  it("is a skill-kit error: the shared brand, its code, frozen data, the cause", () => {
    const cause = new Error("git exited 128");
    const error = new InstallError({ code: "SOURCE_UNREACHABLE", message: "could not clone", data: { source: "x/y" }, cause });
    expect(error).toBeInstanceOf(SkillKitError);
    expect(SkillKitError.isInstance(error)).toBe(true);
    expect(InstallError.isInstance(error)).toBe(true);
    expect(error.name).toBe("InstallError");
    expect(error.code).toBe("SOURCE_UNREACHABLE");
    expect(error.data).toEqual({ source: "x/y" });
    expect(Object.isFrozen(error.data)).toBe(true);
    expect(error.cause).toBe(cause);
  });

  it("has empty data when none is given", () => {
    expect(new InstallError({ code: "LOCK_INVALID", message: "m" }).data).toEqual({});
  });

  it("is recognised from another copy of the package, by brand and code", async () => {
    vi.resetModules();
    const copy = await import("./install-error.js");
    expect(copy.InstallError).not.toBe(InstallError);
    const foreign = new copy.InstallError({ code: "TOO_LARGE", message: "m" });
    expect(foreign instanceof InstallError).toBe(false);
    expect(InstallError.isInstance(foreign)).toBe(true);
  });

  it("does not claim another package's error, nor a lookalike", () => {
    expect(InstallError.isInstance(new UsageError("bad flag"))).toBe(false);
    expect(InstallError.isInstance(new SkillKitError({ code: "SESSION_BUSY", message: "m" }))).toBe(false);
    expect(InstallError.isInstance(Object.assign(new Error("m"), { code: "BAD_SOURCE" }))).toBe(false);
  });

  it("takes its codes from the error table, where each says exit 1", () => {
    const install = Object.entries(errorTable).filter(([, row]) => row.area === "install");
    expect(install.length).toBe(10);
    for (const [code, row] of install) {
      expect(InstallError.isInstance(new SkillKitError({ code, message: "m" })), code).toBe(true);
      expect(row.exit, code).toBe(1);
    }
  });
});
