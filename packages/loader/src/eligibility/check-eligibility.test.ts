import { chmodSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkEligibility } from "./check-eligibility.js";
import { createPathLookup } from "./find-binary.js";
import { tempFolder } from "../../test/temp-folder.js";

const onPath =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name) ? `/bin/${name}` : undefined;

describe("checkEligibility", () => {
  it("is eligible without requirements", () => {
    expect(checkEligibility(undefined)).toEqual({ eligible: true, checks: [] });
    expect(checkEligibility({ author: "me" })).toEqual({ eligible: true, checks: [] });
  });

  it("checks required and any-of programs with reasons", () => {
    const metadata = { requires: { bins: ["uv", "git"], anyBins: "rg, grep" } };
    expect(checkEligibility(metadata, { findBinary: onPath("git", "grep") })).toEqual({
      eligible: false,
      checks: [
        { requirement: "bins", met: false, reason: "missing on PATH: uv (all of uv, git are required)" },
        { requirement: "anyBins", met: true, reason: "found grep on PATH" },
      ],
    });
  });

  it("checks environment variables and the operating system, also under a namespace", () => {
    const metadata = { openclaw: { requires: { env: ["API_KEY"] }, os: ["macos", "linux"] } };
    const result = checkEligibility(metadata, { env: { API_KEY: "" }, platform: "win32", findBinary: onPath() });
    expect(result.eligible).toBe(false);
    expect(result.checks.map((check) => check.reason)).toEqual([
      "environment variable(s) not set: API_KEY",
      "runs on darwin, linux; this is win32",
    ]);
    expect(checkEligibility(metadata, { env: { API_KEY: "k" }, platform: "darwin" }).eligible).toBe(true);
  });
});

describe("createPathLookup", () => {
  it("finds executables on PATH only, never by path", () => {
    const temp = tempFolder();
    chmodSync(temp.file("bin/tool", "#!/bin/sh\n"), 0o755);
    temp.file("bin/plain", "not executable");
    const find = createPathLookup({ env: { PATH: `${temp.path}/missing:${temp.path}/bin` }, platform: "linux" });
    expect(find("tool")).toBe(`${temp.path}/bin/tool`);
    expect(find("plain")).toBeUndefined();
    expect(find("../bin/tool")).toBeUndefined();
  });
});
