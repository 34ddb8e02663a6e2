// `skill-kit-mcp --watch` over stdio, driven by the real SDK clients: the 1.x client (2025-11-25)
// receives tools/list_changed and resources/list_changed when a skill is added, and the v2 client
// pinned to 2026-07-28 receives them on a `subscriptions/listen` stream; without --watch neither
// capability is declared and nothing is offered to listen to.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectStdioClient, connectV2Client, type StdioClient, type V2Client } from "@skill-kit/mcp-testing";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { serverBin } from "./fixture.js";

const folders: string[] = [];
const clients: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function writeSkill(skills: string, name: string): void {
  mkdirSync(join(skills, name), { recursive: true });
  writeFileSync(join(skills, name, "SKILL.md"), `---\nname: ${name}\ndescription: The ${name} skill.\n---\n\nDo ${name}.\n`);
}

/** A folder of one skill, `first`. */
function skillsFolder(): string {
  const skills = mkdtempSync(join(tmpdir(), "skill-kit-mcp-watch-"));
  folders.push(skills);
  writeSkill(skills, "first");
  return skills;
}

/** Resolves once `check()` holds, polling; rejects when it still does not after one second. */
async function withinOneSecond(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("not within one second");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The `name` enum of activate_skill in a tools/list result. */
function activateEnum(tools: readonly { readonly name: string; readonly inputSchema: unknown }[]): string {
  const activate = tools.find((tool) => tool.name === "activate_skill");
  return JSON.stringify(activate?.inputSchema).match(/"enum":(\[[^\]]*\])/)?.[1] ?? "";
}

async function legacyClient(skills: string, extra: readonly string[]): Promise<StdioClient> {
  const client = await connectStdioClient({ command: process.execPath, args: [serverBin, "--skills", skills, ...extra] });
  clients.push(client);
  return client;
}

async function modernClient(skills: string, extra: readonly string[]): Promise<V2Client> {
  const client = await connectV2Client({
    mode: "2026-07-28",
    stdio: { command: process.execPath, args: [serverBin, "--skills", skills, ...extra] },
  });
  clients.push(client);
  return client;
}

describe("skill-kit-mcp --watch, a 2025-11-25 client (SDK 1.x)", () => {
  it("is told of an added skill, and a fresh tools/list names it within one second", async () => {
    const skills = skillsFolder();
    const server = await legacyClient(skills, ["--watch"]);
    expect(server.client.getServerCapabilities()).toMatchObject({
      tools: { listChanged: true },
      resources: { listChanged: true },
    });
    const heard: string[] = [];
    server.client.fallbackNotificationHandler = (notification) => {
      heard.push(notification.method);
      return Promise.resolve();
    };
    expect(activateEnum((await server.client.listTools()).tools)).toBe('["first"]');
    writeSkill(skills, "second");
    await withinOneSecond(
      () => heard.includes("notifications/tools/list_changed") && heard.includes("notifications/resources/list_changed"),
    );
    await withinOneSecond(async () => activateEnum((await server.client.listTools()).tools) === '["first","second"]');
    const { resources } = await server.client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain("skill://second/SKILL.md");
    expect(server.stderr()).toContain("skills changed on disk: reloaded (version 2)");
  });

  it("without --watch declares no listChanged", async () => {
    const server = await legacyClient(skillsFolder(), []);
    const capabilities = server.client.getServerCapabilities();
    expect(capabilities?.tools?.listChanged).not.toBe(true);
    expect(capabilities?.resources?.listChanged).not.toBe(true);
  });
});

describe("skill-kit-mcp --watch, a 2026-07-28 client (SDK v2)", () => {
  it("is told on its subscriptions/listen stream, and a fresh tools/list names the new skill", async () => {
    const skills = skillsFolder();
    const server = await modernClient(skills, ["--watch"]);
    expect(server.era()).toBe("modern");
    const heard: string[] = [];
    server.client.setNotificationHandler("notifications/tools/list_changed", () => {
      heard.push("tools");
    });
    server.client.setNotificationHandler("notifications/resources/list_changed", () => {
      heard.push("resources");
    });
    const subscription = await server.client.listen({ toolsListChanged: true, resourcesListChanged: true });
    expect(subscription.honoredFilter).toEqual({ toolsListChanged: true, resourcesListChanged: true });
    writeSkill(skills, "second");
    await withinOneSecond(() => heard.includes("tools") && heard.includes("resources"));
    const listed = await server.client.request({ method: "tools/list" });
    expect(activateEnum(listed.tools)).toBe('["first","second"]');
    expect(listed).toMatchObject({ ttlMs: 30_000 });
    await subscription.close();
  });

  it("without --watch honours nothing of the filter", async () => {
    const server = await modernClient(skillsFolder(), []);
    const subscription = await server.client.listen({ toolsListChanged: true, resourcesListChanged: true });
    expect(subscription.honoredFilter).toEqual({});
    expect(await server.client.request({ method: "tools/list" })).toMatchObject({ ttlMs: 300_000 });
  });
});
