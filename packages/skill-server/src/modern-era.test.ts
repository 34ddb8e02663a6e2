// The 2026-07-28 revision ("modern" era): the v2 client pinned to it, served in process by the SDK's
// `createMcpHandler` over `create("modern")`, and the same handler asked with raw requests to show
// what goes on the wire (`resultType`, `ttlMs`, `cacheScope`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/client";
import { createMcpHandler } from "@modelcontextprotocol/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createSkillsServer, type SkillsServer } from "./create-skills-server.js";
import { loadServedSkills } from "./load-served-skills.js";
import { connectModern } from "../test/in-memory-client.js";

const root = mkdtempSync(join(tmpdir(), "skill-server-modern-"));
let served: SkillsServer;
let client: Client;
let close: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(join(root, "greeter", "references"), { recursive: true });
  writeFileSync(join(root, "greeter", "SKILL.md"), "---\nname: greeter\ndescription: Greets people.\n---\n\nSay hello.\n");
  writeFileSync(join(root, "greeter", "references", "tone.md"), "Be warm.\n");
  served = await createSkillsServer(loadServedSkills([root]).skills, { budget: 8000, version: "1.0.0" });
  ({ client, close } = await connectModern(served));
});

afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

const caching = z.object({ ttlMs: z.number(), cacheScope: z.enum(["public", "private"]) });

describe("a client pinned to 2026-07-28", () => {
  it("speaks the modern era: server/discover offered the revision, and the extension is declared", () => {
    expect(client.getProtocolEra()).toBe("modern");
    expect(client.getServerCapabilities()?.extensions?.["io.modelcontextprotocol/skills"]).toEqual({ directoryRead: true });
  });

  it("lists tools, cacheable for five minutes (they never change in a process)", async () => {
    const result = await client.request({ method: "tools/list" });
    expect(result.tools.map((tool) => tool.name).sort()).toEqual(["activate_skill", "deactivate_skill", "read_skill_resource"]);
    expect(caching.parse(result)).toEqual({ ttlMs: 300_000, cacheScope: "public" });
  });

  it("lists skills and reads a file, cacheable for 30 s (files change on disk)", async () => {
    const list = await client.request(
      { method: "skills/list", params: {} },
      caching.extend({ skills: z.array(z.looseObject({ uri: z.string() })) }),
    );
    expect(list).toMatchObject({ ttlMs: 30_000, cacheScope: "public", skills: [{ uri: "skill://greeter/SKILL.md" }] });
    const read = await client.request({ method: "resources/read", params: { uri: "skill://greeter/references/tone.md" } });
    expect(read.contents).toEqual([{ uri: "skill://greeter/references/tone.md", mimeType: "text/markdown", text: "Be warm.\n" }]);
    expect(caching.parse(read)).toEqual({ ttlMs: 30_000, cacheScope: "public" });
  });

  it("calls a tool", async () => {
    const result = await client.callTool({ name: "activate_skill", arguments: { name: "greeter" } });
    expect(JSON.stringify(result.content)).toContain("Say hello.");
  });
});

describe("on the wire", () => {
  const handler = createMcpHandler(() => served.create("modern"), { legacy: "reject" });
  afterAll(() => handler.close());

  /** One 2026-07-28 request, as a client without the SDK would send it; the JSON-RPC result back. */
  async function post(method: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": method,
      ...(typeof params["uri"] === "string" ? { "mcp-name": params["uri"] } : {}),
    };
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: { ...params, _meta: meta } });
    const response = await handler.fetch(new Request("http://127.0.0.1/mcp", { method: "POST", headers, body }));
    const text = await response.text();
    const json = text.startsWith("{") ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? "");
    const message = z.object({ result: z.record(z.string(), z.unknown()) }).parse(JSON.parse(json));
    return message.result;
  }

  it("carries resultType on every result and ttlMs/cacheScope on the cacheable ones", async () => {
    expect(await post("server/discover")).toMatchObject({
      resultType: "complete",
      supportedVersions: ["2026-07-28"],
      ttlMs: 300_000,
    });
    expect(await post("tools/list")).toMatchObject({ resultType: "complete", ttlMs: 300_000, cacheScope: "public" });
    expect(await post("resources/list")).toMatchObject({ resultType: "complete", ttlMs: 30_000, cacheScope: "public" });
    expect(await post("resources/read", { uri: "skill://greeter/SKILL.md" })).toMatchObject({
      resultType: "complete",
      ttlMs: 30_000,
    });
    expect(await post("skills/list")).toMatchObject({ resultType: "complete", ttlMs: 30_000, cacheScope: "public" });
    expect(await post("skills/get", { uri: "skill://greeter/SKILL.md" })).toMatchObject({
      resultType: "complete",
      ttlMs: 30_000,
    });
  });
});
