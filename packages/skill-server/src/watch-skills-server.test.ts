// A watched server in process, driven by the SDK's v2 client over its in-memory transport (the app's
// tests drive `skill-kit-mcp --watch` over stdio with both SDKs): skills added, changed and removed
// on disk reach the connected client as list_changed notifications and fresh lists.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSkillsServer } from "./create-skills-server.js";
import { loadServedSkills } from "./load-served-skills.js";
import { watchSkillsServer, type WatchedSkillsServer } from "./watch-skills-server.js";
import { connectInMemory } from "../test/in-memory-client.js";

const root = mkdtempSync(join(tmpdir(), "skill-server-watch-"));
let served: WatchedSkillsServer;
let client: Client;
const heard = { tools: 0, resources: 0 };
const reloads: number[] = [];

function writeSkill(name: string, description: string): void {
  mkdirSync(join(root, name), { recursive: true });
  writeFileSync(join(root, name, "SKILL.md"), `---\nname: ${name}\ndescription: ${description}\n---\n\nDo ${name}.\n`);
}

/** Resolves once `check()` holds, polling; rejects when it still does not after one second. */
async function withinOneSecond(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("not within one second");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function enumOfActivate(): Promise<unknown> {
  const { tools } = await client.listTools();
  const activate = tools.find((tool) => tool.name === "activate_skill");
  const name = activate?.inputSchema.properties?.["name"];
  return typeof name === "object" && name !== null && "enum" in name ? name.enum : undefined;
}

/** Waits for one more notification of each kind after `change`, then for `check` on a fresh list. */
async function changeSeen(change: () => void, check: () => Promise<boolean>): Promise<void> {
  const before = { ...heard };
  change();
  await withinOneSecond(() => heard.tools > before.tools && heard.resources > before.resources);
  await withinOneSecond(check);
}

beforeAll(async () => {
  writeSkill("first", "The first skill.");
  served = await watchSkillsServer([root], {
    budget: 8000,
    version: "1.0.0",
    onReload: (load) => reloads.push(load.version),
  });
  client = await connectInMemory(served.create("legacy"));
  client.setNotificationHandler("notifications/tools/list_changed", () => {
    heard.tools += 1;
  });
  client.setNotificationHandler("notifications/resources/list_changed", () => {
    heard.resources += 1;
  });
});

afterAll(async () => {
  served.close();
  await client.close();
  rmSync(root, { recursive: true, force: true });
});

describe("watchSkillsServer", () => {
  it("declares listChanged for tools and resources", () => {
    expect(client.getServerCapabilities()).toMatchObject({ tools: { listChanged: true }, resources: { listChanged: true } });
    expect(served.current().version).toBe(1);
  });

  it("tells the client of an added skill, and its tools and resources list it", async () => {
    expect(await enumOfActivate()).toEqual(["first"]);
    await changeSeen(
      () => {
        writeSkill("second", "The second skill.");
      },
      async () => JSON.stringify(await enumOfActivate()) === '["first","second"]',
    );
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain("skill://second/SKILL.md");
    expect(served.current().version).toBeGreaterThanOrEqual(2);
    expect(reloads.at(-1)).toBe(served.current().version);
    // One notification of each kind per reload: the removals and registrations of a reload are folded.
    expect(heard).toEqual({ tools: reloads.length, resources: reloads.length });
  });

  it("follows a changed description into the catalog, keeping which skills are active", async () => {
    const first = await client.callTool({ name: "activate_skill", arguments: { name: "second" } });
    expect(JSON.stringify(first.content)).toContain("Do second.");
    await changeSeen(
      () => {
        writeSkill("second", "Now about something else.");
      },
      async () =>
        (await client.listTools()).tools.some((tool) => tool.description?.includes("Now about something else.") === true),
    );
    const again = await client.callTool({ name: "activate_skill", arguments: { name: "second" } });
    expect(JSON.stringify(again.content)).toContain("is already active");
  });

  it("drops a removed skill from the enum and the resources", async () => {
    await changeSeen(
      () => {
        rmSync(join(root, "first"), { recursive: true });
      },
      async () => JSON.stringify(await enumOfActivate()) === '["second"]',
    );
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).not.toContain("skill://first/SKILL.md");
  });

  it("offers the tools over no skill at all, so skills added later can be offered", async () => {
    const empty = mkdtempSync(join(tmpdir(), "skill-server-watch-empty-"));
    const watched = await watchSkillsServer([empty], { budget: 8000, version: "1.0.0" });
    const other = await connectInMemory(watched.create("legacy"));
    try {
      expect((await other.listTools()).tools.map((tool) => tool.name).sort()).toEqual([
        "activate_skill",
        "deactivate_skill",
        "read_skill_resource",
      ]);
      mkdirSync(join(empty, "late"));
      writeFileSync(join(empty, "late", "SKILL.md"), "---\nname: late\ndescription: Arrives later.\n---\n\nLate.\n");
      await withinOneSecond(async () => JSON.stringify((await other.listTools()).tools).includes('"late"'));
    } finally {
      watched.close();
      await other.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("an unwatched server", () => {
  it("declares listChanged false", async () => {
    const unwatched = await createSkillsServer(loadServedSkills([root]).skills, { budget: 8000, version: "1.0.0" });
    const other = await connectInMemory(unwatched.create("legacy"));
    try {
      expect(other.getServerCapabilities()).toMatchObject({ tools: { listChanged: false }, resources: { listChanged: false } });
    } finally {
      await other.close();
    }
  });
});
