// Two `skill-kit-mcp --http` instances over the same session folder: a 2026-07-28 question asked by
// one is answered at the other when both were given the same --state-key-file, and refused (-32602)
// when each signs with a key of its own.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildFixture, tempDir } from "@skill-kit/test-utils/run-cli";
import { sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { modernRequest, rpcOf } from "./modern-wire.js";

const interview = fileURLToPath(new URL("../../../../examples/interview/src/skill.ts", import.meta.url));
const serverBin = fileURLToPath(new URL("../../../../apps/mcp-server/dist/bin.js", import.meta.url));
const skill = "profile-interview";

let sandbox: ReturnType<typeof tempDir>;
let servers: HttpServerProcess[] = [];
beforeEach(() => {
  sandbox = tempDir("skill-kit-mcp-instances-");
  const skills = join(sandbox.dir, "skills");
  mkdirSync(skills, { recursive: true });
  cpSync(buildFixture(interview, { key: "example-interview" }), join(skills, "interview"), { recursive: true });
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  servers = [];
  sandbox.remove();
});

async function instance(extra: readonly string[]): Promise<string> {
  const args = [serverBin, "--skills", join(sandbox.dir, "skills"), "--session-dir", sessionsIn(sandbox.dir)];
  const server = await startHttpServer({
    command: process.execPath,
    args: [...args, "--http", "--port", "0", "--no-token", ...extra],
  });
  servers.push(server);
  return server.url;
}

const call = (name: string, args: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  method: "tools/call",
  params: { name, arguments: args, ...extra },
  forms: true,
});

/** At `url`: a run of the interview brought to its role question; the question's state and the call's arguments. */
async function roleQuestion(url: string): Promise<{ readonly state: string; readonly args: Record<string, unknown> }> {
  const started = rpcOf(await modernRequest(url, call("start", { skill, params: {} })));
  const content = started.result?.["structuredContent"];
  const session = typeof content === "object" && content !== null && "session" in content ? String(content.session) : "";
  const args = { skill, session, step: "greet", output: { name: "Ada" } };
  const asked = rpcOf(await modernRequest(url, call("advance", args)));
  expect(asked.result).toMatchObject({ resultType: "input_required" });
  return { state: String(asked.result?.["requestState"]), args };
}

const accept = (state: string) => ({
  requestState: state,
  inputResponses: { answer: { action: "accept", content: { role: "design" } } },
});

describe("two skill-kit-mcp --http instances", () => {
  it("take each other's 2026-07-28 question state only with the same --state-key-file", async () => {
    const key = join(sandbox.dir, "state.key");
    writeFileSync(key, "k".repeat(32), { mode: 0o600 });
    const [a, b] = await Promise.all([instance(["--state-key-file", key]), instance(["--state-key-file", key])]);
    const shared = await roleQuestion(a);
    const answered = rpcOf(await modernRequest(b, call("advance", shared.args, accept(shared.state))));
    expect(answered.result).toMatchObject({
      resultType: "complete",
      structuredContent: { skill, step: "ask-hobby", elicited: [{ step: "ask-role", result: { role: "design" } }] },
    });
    const [c, d] = await Promise.all([instance([]), instance([])]);
    const own = await roleQuestion(c);
    expect(rpcOf(await modernRequest(d, call("advance", own.args, accept(own.state)))).error).toMatchObject({ code: -32602 });
  });
});
