import { describe, expect, it } from "vitest";
import { codeModeOptions } from "./code-mode-clients.js";
import { parseServerFlags } from "./server-flags.js";

describe("codeModeOptions", () => {
  it("takes clients as functions or { description, call }, with limits and a name", async () => {
    const given = codeModeOptions({
      clients: { add: (a: number, b: number) => a + b, api: { description: "the API", call: () => "answer" } },
      limits: { timeMs: 100 },
      name: "shop",
    });
    expect(given.limits).toEqual({ timeMs: 100 });
    expect(given.name).toBe("shop");
    const { add, api } = given.clients;
    expect(typeof add === "function" ? await add(1, 2) : undefined).toBe(3);
    expect(typeof api === "object" ? [api.description, await api.call()] : undefined).toEqual(["the API", "answer"]);
  });

  it("says what it expected of a module that will not do", () => {
    expect(() => codeModeOptions({})).toThrow("the module must export `clients`");
    expect(() => codeModeOptions({ clients: { bad: 1 } })).toThrow("clients.bad must be a function or { description, call }");
    expect(() => codeModeOptions({ clients: {}, limits: { timeMs: "fast" } })).toThrow("limits.timeMs must be a number");
  });
});

describe("--code-mode flags", () => {
  it("serves a spec alone, over stdio", () => {
    expect(parseServerFlags(["--code-mode", "spec.json", "--code-mode-clients", "clients.mjs"])).toMatchObject({
      skills: [],
      codeMode: { spec: "spec.json", clients: "clients.mjs" },
    });
    expect(() => parseServerFlags(["--code-mode", "spec.json", "--http"])).toThrow("--code-mode works over stdio only");
    expect(() => parseServerFlags(["--code-mode-clients", "clients.mjs", "--skills", "."])).toThrow(/code-mode/);
  });
});
