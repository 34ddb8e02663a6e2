import { describe, expect, it } from "vitest";
import { UsageError } from "@skill-kit/primitives";
import { checkStoreFlags, parseStoreSpec } from "./store-spec.js";

describe("parseStoreSpec", () => {
  it("reads a folder, the default folder, and database URLs", () => {
    expect(parseStoreSpec("file:/tmp/runs")).toEqual({ kind: "file", dir: "/tmp/runs" });
    expect(parseStoreSpec("file:")).toEqual({ kind: "file", dir: undefined });
    expect(parseStoreSpec("postgresql://db/x")).toEqual({ kind: "postgres", url: "postgresql://db/x" });
    expect(parseStoreSpec("rediss://cache")).toEqual({ kind: "redis", url: "rediss://cache" });
  });

  it("refuses anything else as a usage error naming what it found", () => {
    expect(() => parseStoreSpec("mysql://db")).toThrow('--store takes file:DIR, postgres://… or redis://…, found "mysql://db"');
    expect(() => parseStoreSpec("/tmp/runs")).toThrow(UsageError);
  });
});

describe("checkStoreFlags", () => {
  it("passes one of the two through and refuses both", () => {
    expect(checkStoreFlags({ sessionDir: "/a", store: undefined })).toEqual({ sessionDir: "/a" });
    expect(checkStoreFlags({ sessionDir: undefined, store: "redis://c" })).toEqual({ store: "redis://c" });
    expect(checkStoreFlags({ sessionDir: undefined, store: undefined })).toEqual({});
    expect(() => checkStoreFlags({ sessionDir: "/a", store: "file:/b" })).toThrow(
      "--session-dir and --store go one at a time (--store file:<dir> is --session-dir <dir>)",
    );
    expect(() => checkStoreFlags({ sessionDir: undefined, store: "nope" })).toThrow("--store takes file:DIR");
  });
});
