import { UsageError } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { knownServerParts, leftOutMessage, parseServerParts } from "./server-parts.js";

describe("parseServerParts", () => {
  it("reads `--with` values in the canonical order, once each, with spaces around commas", () => {
    expect(parseServerParts("stores,http")).toEqual(["http", "stores"]);
    expect(parseServerParts(" http , http")).toEqual(["http"]);
    expect(parseServerParts("stores")).toEqual(["stores"]);
  });

  it("names an unknown or empty part, and the known ones, in a UsageError", () => {
    expect(() => parseServerParts("http,postgres")).toThrow(UsageError);
    expect(() => parseServerParts("http,postgres")).toThrow('unknown --with "postgres"; known: http, stores');
    expect(() => parseServerParts("")).toThrow('unknown --with ""; known: http, stores');
    expect(() => parseServerParts("http,")).toThrow('unknown --with ""');
  });
});

describe("leftOutMessage", () => {
  it("is one line per part, naming what asked, the file and the rebuild flag", () => {
    for (const part of knownServerParts) {
      const message = leftOutMessage(part);
      expect(message).not.toContain("\n");
      expect(message).toContain(`\`skill-kit build --with ${part}\``);
    }
    expect(leftOutMessage("http")).toMatch(/^mcp --http needs .*\(bin\/mcp-http\.cjs\)/);
    expect(leftOutMessage("stores")).toMatch(/^--store postgres:\/\/…\|redis:\/\/… needs .*\(bin\/run-stores\.cjs\)/);
  });
});
