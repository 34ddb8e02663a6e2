// `skill-kit add` against hostile skills servers started here on loopback (node:http): a listing
// without end, a huge response, a manifest naming a huge file, a redirect to another origin. Each
// ends in one `error:` line and exit 1, with what the server sent bounded.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { endlessAnswer, type HostileServer, hostileServer, jsonAnswer } from "./hostile-mcp-server.js";
import { skillKit, skillMd, tempRoot, type TempRoot } from "./project.js";

const mebibyte = 1024 * 1024;
const skillText = skillMd("big");
const digest = `sha256:${createHash("sha256").update(skillText).digest("hex")}`;
const bigEntry = (size: number): unknown => ({
  uri: "skill://big/SKILL.md",
  frontmatter: { name: "big", description: "Use big when the user asks for it." },
  resources: [{ uri: "skill://big/SKILL.md", digest, size }],
});

/** Empty pages, each naming a next one (a thousand, to keep the test bounded). */
const pagesWithoutEnd: Parameters<typeof hostileServer>[0] = (call, response) => {
  const page = Number(call.params["cursor"] ?? "0");
  jsonAnswer(response, call.id, { skills: [], ...(page < 1000 ? { nextCursor: String(page + 1) } : {}) });
};

describe("skill-kit add <hostile skills server>", () => {
  let root: TempRoot;
  const servers: HostileServer[] = [];
  beforeEach(() => {
    root = tempRoot("skill-kit-hostile-server-");
    root.write("project/.keep", "");
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    root.remove();
  });
  const start = async (answer: Parameters<typeof hostileServer>[0]): Promise<HostileServer> => {
    const server = await hostileServer(answer);
    servers.push(server);
    return server;
  };
  const add = (url: string): ReturnType<typeof skillKit> =>
    skillKit(["add", url, "--dir", join(root.path, "project")], { env: { SKILL_KIT_TOKEN: "hostile-test-token" } });
  const written = (): string[] => readdirSync(join(root.path, "project")).filter((name) => name !== ".keep");

  it("stops following skills/list pages at the limit", async () => {
    const server = await start(pagesWithoutEnd);
    const run = await add(server.url);
    expect(run.stderr).toBe(`error: ${server.url}: skills/list goes on past 100 pages: refusing the listing\n`);
    expect(run.status).toBe(1);
    expect(server.methods.length).toBe(100);
    expect(written()).toEqual([]);
  });

  it("cuts off a listing response past the response limit, before the server has sent it all", async () => {
    let sent = 0;
    const server = await start(async (call, response) => {
      sent = await endlessAnswer(response, {
        head: `{"jsonrpc":"2.0","id":${JSON.stringify(call.id)},"result":{"skills":[],"padding":"`,
        filler: "x".repeat(mebibyte),
        chunks: 64,
        tail: '"}}',
      });
    });
    const run = await add(server.url);
    expect(run.stderr).toBe(`error: ${server.url}: a response over the limit of ${String(16 * mebibyte)} bytes: cut off\n`);
    expect(run.status).toBe(1);
    expect(sent).toBeLessThan(64 * mebibyte);
    expect(written()).toEqual([]);
  });

  it("refuses a manifest naming a 400 MiB file without reading it", async () => {
    const server = await start((call, response) => {
      if (call.method === "skills/list") jsonAnswer(response, call.id, { skills: [bigEntry(400 * mebibyte)] });
      else jsonAnswer(response, call.id, { contents: [{ uri: "skill://big/SKILL.md", text: skillText }] });
    });
    const run = await add(server.url);
    expect(run.stderr).toBe(
      "error: skill://big/SKILL.md is 400 MiB (419430400 bytes), over the limit of 10 MiB per file: refusing to read it\n",
    );
    expect(run.status).toBe(1);
    expect(server.methods).toEqual(["skills/list"]);
    expect(written()).toEqual([]);
  });

  it("cuts off a file's read that runs past the response limit though its manifest says it is small", async () => {
    let sent = 0;
    const server = await start(async (call, response) => {
      if (call.method === "skills/list") {
        jsonAnswer(response, call.id, { skills: [bigEntry(skillText.length)] });
        return;
      }
      sent = await endlessAnswer(response, {
        head: `{"jsonrpc":"2.0","id":${JSON.stringify(call.id)},"result":{"contents":[{"uri":"skill://big/SKILL.md","blob":"`,
        filler: "A".repeat(mebibyte),
        chunks: 64,
        tail: '"}]}}',
      });
    });
    const run = await add(server.url);
    expect(run.stderr).toBe(`error: ${server.url}: a response over the limit of ${String(16 * mebibyte)} bytes: cut off\n`);
    expect(run.status).toBe(1);
    expect(sent).toBeLessThan(64 * mebibyte);
    expect(written()).toEqual([]);
  });

  it("refuses a read larger than its manifest says at once, without reading the other files", async () => {
    const files = ["SKILL.md", "a.md", "b.md"].map((path) => ({ uri: `skill://big/${path}`, digest, size: 10 }));
    const server = await start((call, response) => {
      if (call.method === "skills/list")
        jsonAnswer(response, call.id, { skills: [{ uri: "skill://big/SKILL.md", frontmatter: {}, resources: files }] });
      else
        jsonAnswer(response, call.id, {
          contents: [{ uri: call.params["uri"], blob: Buffer.alloc(mebibyte).toString("base64") }],
        });
    });
    const run = await add(server.url);
    expect(run.stderr).toBe(
      `error: ${server.url} does not serve what it lists: skill://big/SKILL.md is ${String(mebibyte)} bytes, the entry says 10\n`,
    );
    expect(run.status).toBe(1);
    expect(server.methods).toEqual(["skills/list", "resources/read"]);
  });

  it("refuses a redirect to another origin, so the token never reaches it", async () => {
    const elsewhere = await start((call, response) => {
      jsonAnswer(response, call.id, { skills: [] });
    });
    const server = await start((_call, response) => {
      response.writeHead(307, { location: elsewhere.url.replace("127.0.0.1", "localhost") }).end();
    });
    const run = await add(server.url);
    expect(run.stderr).toMatch(/^error: http:\/\/127\.0\.0\.1:\d+\/mcp: .*redirect/);
    expect(run.status).toBe(1);
    expect(elsewhere.requests).toBe(0);
    expect(written()).toEqual([]);
  });

  it("install from a lock naming a server whose listing never ends stops at the limit too", async () => {
    const server = await start(pagesWithoutEnd);
    const entry = {
      source: server.url,
      sourceType: "mcp",
      computedHash: "0".repeat(64),
      skillKit: { uri: "skill://big/SKILL.md", agents: ["generic"], files: [] },
    };
    root.write("project/skills-lock.json", JSON.stringify({ version: 1, skills: { big: entry } }));
    const run = await skillKit(["install", "--dir", join(root.path, "project")], {
      env: { SKILL_KIT_TOKEN: "hostile-test-token" },
    });
    expect(run.stderr).toContain(`${server.url}: skills/list goes on past 100 pages: refusing the listing`);
    expect(run.status).toBe(1);
    expect(server.methods.length).toBe(100);
    expect(written()).toEqual(["skills-lock.json"]);
  });
});
