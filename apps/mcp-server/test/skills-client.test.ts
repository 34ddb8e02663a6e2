// The official v2 client against skill-kit-mcp in each of its modes (pinned 2026-07-28, auto, legacy),
// over stdio and HTTP: SkillsClient reads every file of a library and each one matches the bytes on
// disk; a workflow with an askUser and a confirm step runs to the end through start/advance.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SkillsClient } from "@modelcontextprotocol/client/ext/skills";
import { connectV2Client, startHttpServer, type ClientMode, type HttpServerProcess, type V2Client } from "@skill-kit/mcp-testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { serverBin } from "./fixture.js";
import { factsOf, type FileFacts, filesOnDisk, type InteropLibrary, writeInteropLibrary } from "./interop-library.js";

let library: InteropLibrary;
let http: HttpServerProcess;
/** The files on disk when the library was written: a workflow step must not add one (its code cache goes to the user's folder). */
let onDisk: Map<string, FileFacts>;
/** The workflow steps keep their code cache in an XDG_CACHE_HOME of this test's own, never the real home. */
const cacheHome = mkdtempSync(join(tmpdir(), "skill-kit-mcp-interop-cache-"));
const env = { XDG_CACHE_HOME: cacheHome };
beforeAll(async () => {
  library = writeInteropLibrary();
  onDisk = filesOnDisk(library.skills);
  const flags = ["--skills", library.skills, "--session-dir", library.sessions];
  http = await startHttpServer({
    command: process.execPath,
    args: [serverBin, ...flags, "--http", "--port", "0", "--no-token"],
    env,
  });
});
afterAll(async () => {
  await http.kill();
  library.remove();
  rmSync(cacheHome, { recursive: true, force: true });
});

const modes: readonly ClientMode[] = ["2026-07-28", "auto", "legacy"];
const cases = modes.flatMap((mode) => (["stdio", "http"] as const).map((transport) => ({ mode, transport })));

describe.each(cases)("the v2 client ($mode) over $transport", ({ mode, transport }) => {
  let connection: V2Client | undefined;
  const connect = async (): Promise<V2Client> => {
    connection = await (transport === "http"
      ? connectV2Client({ mode, http: { url: http.url } })
      : connectV2Client({
          mode,
          stdio: {
            command: process.execPath,
            args: [serverBin, "--skills", library.skills, "--session-dir", library.sessions],
            env,
          },
        }));
    expect(connection.era()).toBe(mode === "legacy" ? "legacy" : "modern");
    return connection;
  };
  afterEach(async () => {
    await connection?.close();
    connection = undefined;
  });

  it("lists the skills and reads every file, each one the size and digest of its bytes on disk", async () => {
    // The files as the library was written, even after an earlier case's workflow steps: a step keeps
    // its code cache in the user's folder, not in the skill's bin/, which would list it
    // (docs/decisions/2026-11-29-code-cache-in-user-folder.md).
    expect(filesOnDisk(library.skills)).toEqual(onDisk);
    const skills = new SkillsClient((await connect()).client);
    expect(skills.supported).toBe(true);
    const { skills: entries } = await skills.list();
    expect(entries.map((entry) => entry.uri).sort()).toEqual([
      "skill://get-to-know-you/SKILL.md",
      "skill://guide/SKILL.md",
      "skill://outer/SKILL.md",
      "skill://outer/inner/SKILL.md",
    ]);
    const read = new Set<string>();
    for (const entry of entries) {
      if (entry.resources === "dynamic") throw new Error(`${entry.uri} lists no files`);
      for (const listed of entry.resources) {
        expect({ size: listed.size, digest: listed.digest }, listed.uri).toEqual(onDisk.get(listed.uri));
        const file = await skills.read(entry, listed.uri);
        expect(file.verified).toBe(true);
        expect(factsOf(file.bytes), file.uri).toEqual(onDisk.get(listed.uri));
        read.add(listed.uri);
      }
    }
    expect([...read].sort()).toEqual([...onDisk.keys()].sort());
    expect([...read].filter((uri) => uri.startsWith("skill://inner/"))).toEqual([]);
    const inner = await skills.get("skill://outer/inner/SKILL.md");
    expect(inner.skill.frontmatter.name).toBe("inner");
    await expect(skills.get("skill://inner/SKILL.md")).rejects.toThrow(/No skill is served at skill:\/\/inner\/SKILL\.md/);
    // The nested skill's own files are those under its folder, in the enclosing tree.
    expect(inner.skill.resources).toEqual([
      expect.objectContaining({ uri: "skill://outer/inner/SKILL.md" }),
      expect.objectContaining({ uri: "skill://outer/inner/notes/a.md" }),
    ]);
  });

  it("lists the empty folder as an empty directory", async () => {
    const skills = new SkillsClient((await connect()).client);
    expect(skills.directoryRead).toBe(true);
    const guide = await skills.readDirectory("skill://guide");
    expect(guide.resources).toContainEqual(expect.objectContaining({ uri: "skill://guide/empty", mimeType: "inode/directory" }));
    expect((await skills.readDirectory("skill://guide/empty")).resources).toEqual([]);
  });

  it("runs a workflow with an askUser and a confirm step to the end, answering as an agent would", async () => {
    const client = await connect();
    const call = async (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
      const result = await client.callTool(name, { skill: "get-to-know-you", ...args });
      expect(result.isError, JSON.stringify(result.content)).not.toBe(true);
      return z.record(z.string(), z.unknown()).parse(result.structuredContent);
    };
    const first = await call("start", {});
    expect(first).toMatchObject({ status: "prompt", step: "greet" });
    const session = String(first["session"]);
    const advance = (step: string, output: unknown) => call("advance", { session, step, output });
    const role = await advance("greet", { name: "Ada" });
    expect(role).toMatchObject({ status: "prompt", step: "ask-role" });
    expect(role["prompt"]).toContain("What is your role, Ada?");
    // The answer has the shape the step's schema asks for.
    expect(role["schema"]).toMatchObject({ properties: { role: { enum: ["design", "dev", "other", "pm"] } } });
    expect(await advance("ask-role", { role: "design" })).toMatchObject({ status: "prompt", step: "ask-hobby" });
    const confirm = await advance("ask-hobby", { hobby: "chess", wantsMore: false });
    expect(confirm).toMatchObject({ status: "prompt", step: "confirm-profile" });
    expect(confirm["prompt"]).toContain("Is the profile right?");
    expect(confirm["schema"]).toMatchObject({ properties: { approved: { type: "boolean" } } });
    expect(await advance("confirm-profile", { approved: true })).toMatchObject({ status: "prompt", step: "profile-card" });
    expect(await advance("profile-card", { card: "Ada, designer, plays chess." })).toMatchObject({ session, status: "done" });
    // The steps' code cache, in the user's cache folder this test gave the server.
    expect(readdirSync(join(cacheHome, "skill-kit", "code-cache"))).toEqual([
      expect.stringMatching(/^get-to-know-you\.main\.cjs\./),
    ]);
  });
});
