// The official v2 SDK client, in legacy mode and pinned to 2026-07-28, asked the interview example's
// confirm question (the profile view, then "Is this profile right?") over stdio, by the built
// skill's own server and by `skill-kit-mcp` serving the same build, and by `skill-kit-mcp --http`.
import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  connectV2Client,
  startHttpServer,
  type ElicitRequest,
  type HttpServerProcess,
  type V2Client,
} from "@skill-kit/mcp-testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFixture, tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { jsonOf } from "./json-of.js";

const interview = fileURLToPath(new URL("../../../../examples/interview/src/skill.ts", import.meta.url));
const serverBin = fileURLToPath(new URL("../../../../apps/mcp-server/dist/bin.js", import.meta.url));

let sandbox: ReturnType<typeof tempDir>;
let clients: V2Client[] = [];
let servers: HttpServerProcess[] = [];
beforeEach(() => {
  sandbox = tempDir("skill-kit-sdk-confirm-");
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await Promise.all(servers.map((server) => server.kill()));
  clients = [];
  servers = [];
  sandbox.remove();
});

/** How the client reaches each server over the built interview: its own `scripts/run mcp`, or `skill-kit-mcp --skills` (over stdio or HTTP). */
async function transportOf(
  kind: "own" | "skill-kit-mcp" | "skill-kit-mcp --http",
): Promise<
  { readonly stdio: { readonly command: string; readonly args: string[] } } | { readonly http: { readonly url: string } }
> {
  if (kind !== "skill-kit-mcp --http") return { stdio: serverOf(kind) };
  const { command, args } = serverOf("skill-kit-mcp");
  const server = await startHttpServer({ command, args: [...args, "--http", "--port", "0", "--no-token"] });
  servers.push(server);
  return { http: { url: server.url } };
}

function serverOf(kind: "own" | "skill-kit-mcp"): { readonly command: string; readonly args: string[] } {
  const built = buildFixture(interview, { key: "example-interview" });
  const sessions = sessionsIn(sandbox.dir);
  if (kind === "own") return { command: join(built, "scripts", "run"), args: ["mcp", "--session-dir", sessions] };
  const skills = join(sandbox.dir, "skills");
  mkdirSync(skills, { recursive: true });
  cpSync(built, join(skills, "interview"), { recursive: true });
  return { command: process.execPath, args: [serverBin, "--skills", skills, "--session-dir", sessions] };
}

const cases = [
  { server: "own", mode: "legacy", era: "legacy" },
  { server: "own", mode: "2026-07-28", era: "modern" },
  { server: "skill-kit-mcp", mode: "legacy", era: "legacy" },
  { server: "skill-kit-mcp", mode: "2026-07-28", era: "modern" },
  { server: "skill-kit-mcp --http", mode: "legacy", era: "legacy" },
  { server: "skill-kit-mcp --http", mode: "2026-07-28", era: "modern" },
] as const;

describe.each(cases)("the v2 SDK client in $mode mode, served by $server", ({ server, mode, era }) => {
  it("is asked the role and the confirm question, the profile leading the confirm, and the run moves on", async () => {
    const asked: string[] = [];
    const elicit = (request: ElicitRequest) => {
      asked.push(request.params.message);
      const schema = "requestedSchema" in request.params ? request.params.requestedSchema : undefined;
      const field = Object.keys(schema?.properties ?? {})[0];
      if (field === "role") return { action: "accept" as const, content: { role: "dev" } };
      if (field === "approved") return { action: "accept" as const, content: { approved: true } };
      return { action: "decline" as const };
    };
    const client = await connectV2Client({ mode, ...(await transportOf(server)), elicit });
    clients.push(client);
    expect(client.era()).toBe(era);
    const skill = server === "own" ? {} : { skill: "profile-interview" };
    const started = jsonOf(await client.callTool("start", { ...skill, params: {} }));
    const session = String(started["session"]);
    const named = jsonOf(await client.callTool("advance", { ...skill, session, step: "greet", output: { name: "Ada" } }));
    expect(named).toMatchObject({ step: "ask-stack", elicited: [{ step: "ask-role", result: { role: "dev" } }] });
    await client.callTool("advance", { ...skill, session, step: "ask-stack", output: { stack: ["ts"] } });
    const confirmed = jsonOf(
      await client.callTool("advance", { ...skill, session, step: "ask-hobby", output: { hobby: "chess", wantsMore: false } }),
    );
    expect(asked).toEqual([
      expect.stringContaining("What do you do, Ada?"),
      expect.stringMatching(/^name\s+Ada\nrole\s+dev\nstack\s+ts\nhobbies\s+chess\n\nIs this profile right\?$/),
    ]);
    expect(confirmed).toMatchObject({
      session,
      status: "prompt",
      step: "profile-card",
      elicited: [{ step: "confirm-profile", result: { approved: true } }],
      ...skill,
    });
  });
});
