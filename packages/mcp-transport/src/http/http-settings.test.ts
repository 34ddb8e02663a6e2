// A bad HTTP flag is a usage error (`UsageError`, code USAGE): each server prints it as one
// `error: …` line and exits 2 (`skill-kit-mcp`) or 1 (a built skill's `scripts/run mcp`).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UsageError } from "@skill-kit/primitives";
import { afterAll, describe, expect, it } from "vitest";
import { httpSettings, type HttpFlagValues } from "./http-settings.js";

const folder = mkdtempSync(join(tmpdir(), "http-settings-"));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** What `httpSettings` threw for `values`; undefined when it returned settings. */
function refusal(values: HttpFlagValues): unknown {
  try {
    httpSettings(values, { runtimeDir: folder });
    return undefined;
  } catch (error) {
    return error;
  }
}

describe("httpSettings", () => {
  it.each<[string, HttpFlagValues, RegExp]>([
    [
      "a limit that is not a number",
      { maxUserRate: "nope" },
      /^--max-user-rate needs a whole number from 1 to 1000000; found "nope"$/,
    ],
    ["a port out of range", { port: "70000" }, /^--port needs a whole number from 0 to 65535/],
    ["an empty bind address", { host: "" }, /^--host needs an address/],
    ["a body limit of 0", { maxBody: "0" }, /^--max-body must be at least 1 byte$/],
    [
      "limits that contradict each other",
      { maxRequests: "2", maxUserRequests: "5" },
      /^--max-user-requests \(5\) must be at most --max-requests \(2\)$/,
    ],
    ["a public address without --tokens", { host: "0.0.0.0" }, /^--host 0\.0\.0\.0 is not a loopback address/],
    ["--no-token with --tokens", { tokens: join(folder, "tokens"), noToken: true }, /^--no-token and --tokens contradict/],
    ["a tokens file that cannot be read", { tokens: join(folder, "missing") }, /^--tokens: /],
  ])("refuses %s with a UsageError naming the flag", (_name, values, message) => {
    const error = refusal(values);
    expect(UsageError.isInstance(error)).toBe(true);
    expect(UsageError.isInstance(error) ? error.code : undefined).toBe("USAGE");
    expect(error instanceof Error ? error.message : "").toMatch(message);
  });

  it("keeps the cause of a tokens file it could not use", () => {
    const tokens = join(folder, "bad-tokens");
    writeFileSync(tokens, "short ada\n", { mode: 0o600 });
    const error = refusal({ tokens });
    expect(UsageError.isInstance(error)).toBe(true);
    expect(error instanceof Error ? error.cause : undefined).toBeInstanceOf(Error);
  });

  it("gives settings for good flags", () => {
    expect(refusal({ port: "0", maxUserRate: "5", noToken: true })).toBeUndefined();
  });
});
