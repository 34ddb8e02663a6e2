import { describe, expect, it } from "vitest";
import { createHandshake } from "./handshake.js";
import { hostRegistry } from "./host-registry.js";

describe("createHandshake", () => {
  it("defaults to the generic host with no tools, not a subagent", () => {
    expect(createHandshake()).toEqual({ host: "generic", toolsAvailable: [], isSubagent: false });
  });

  it("uses the registry when no tools are given", () => {
    expect(createHandshake({ host: "codex" }).toolsAvailable).toEqual(hostRegistry.codex);
    expect(createHandshake({ host: "codex", tools: [], isSubagent: true }).toolsAvailable).toEqual(hostRegistry.codex);
  });

  it("takes the union of explicit tools and the registry, explicit first, without duplicates", () => {
    const handshake = createHandshake({ host: "amp", tools: ["AskUserQuestion", "shell", "AskUserQuestion"] });
    expect(handshake.toolsAvailable).toEqual(["AskUserQuestion", "shell", "read", "write", "edit"]);
  });

  it("trusts explicit tools alone in a subagent", () => {
    const handshake = createHandshake({ host: "claude-code", tools: ["Bash", "Read"], isSubagent: true });
    expect(handshake).toEqual({ host: "claude-code", toolsAvailable: ["Bash", "Read"], isSubagent: true });
  });

  it("keeps an unknown host id and gives it no registry tools", () => {
    expect(createHandshake({ host: "windsurf" })).toEqual({ host: "windsurf", toolsAvailable: [], isSubagent: false });
    expect(createHandshake({ host: "windsurf", tools: ["x"] }).toolsAvailable).toEqual(["x"]);
  });

  it("is frozen and does not share the caller's array", () => {
    const tools = ["a"];
    const handshake = createHandshake({ tools });
    tools.push("b");
    expect(handshake.toolsAvailable).toEqual(["a"]);
    expect(Object.isFrozen(handshake) && Object.isFrozen(handshake.toolsAvailable)).toBe(true);
  });
});
