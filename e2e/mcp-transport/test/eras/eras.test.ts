// Both protocol eras over stdio and HTTP, with the official v2 client in each of its modes: a
// 2026-07-28 client gets its questions as input-required results, an older one as elicitation
// requests, and both end with the same run.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  connectV2Client,
  type ClientMode,
  type ElicitRequest,
  type HttpServerProcess,
  type V2Client,
  type V2Elicit,
} from "@skill-kit/mcp-testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { serverCommand, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { answers, fieldOf } from "@skill-kit/test-utils/elicit-answers";
import { startSkillOverHttp } from "../http/http-server.js";
import { jsonOf } from "./json-of.js";

let sandbox: ReturnType<typeof tempDir>;
let sessions: string;
let servers: HttpServerProcess[] = [];
beforeEach(() => {
  sandbox = tempDir("skill-kit-mcp-eras-");
  sessions = sessionsIn(sandbox.dir);
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  servers = [];
  sandbox.remove();
});

const cases: readonly { readonly mode: ClientMode; readonly era: string; readonly transport: "stdio" | "http" }[] = [
  { mode: "2026-07-28", era: "modern", transport: "stdio" },
  { mode: "auto", era: "modern", transport: "stdio" },
  { mode: "legacy", era: "legacy", transport: "stdio" },
  { mode: "2026-07-28", era: "modern", transport: "http" },
  { mode: "auto", era: "modern", transport: "http" },
  { mode: "legacy", era: "legacy", transport: "http" },
];

async function connect(input: {
  readonly mode: ClientMode;
  readonly transport: string;
  readonly elicit: V2Elicit;
}): Promise<V2Client> {
  const args = ["--session-dir", sessions];
  if (input.transport === "stdio") return connectV2Client({ ...input, stdio: serverCommand("mcp-elicit", args) });
  const server = await startSkillOverHttp("mcp-elicit", args);
  servers.push(server);
  return connectV2Client({ ...input, http: { url: server.url } });
}

describe.each(cases)("a v2 client in $mode mode over $transport", ({ mode, era, transport }) => {
  it(`speaks the ${era} era and answers the choice, multi-select and confirm questions through the user`, async () => {
    const asked: string[] = [];
    const elicit = (request: ElicitRequest) => {
      asked.push(fieldOf(request));
      return answers[fieldOf(request)] ?? { action: "decline" as const };
    };
    const client = await connect({ mode, transport, elicit });
    expect(client.era()).toBe(era);
    const result = jsonOf(await client.callTool("start"));
    expect(asked).toEqual(["color", "toppings", "approved"]);
    expect(result).toMatchObject({ status: "prompt", step: "note", preamble: expect.any(String) as string });
    expect(result["elicited"]).toEqual([
      // The user's answers, which the agent has not seen; `response` only where it differs from `result`.
      { step: "color", result: { color: "blue" } },
      { step: "toppings", result: { toppings: ["cheese", "basil"] } },
      { step: "sure", result: { approved: true } },
    ]);
    const file = readFileSync(join(sessions, `skill-kit-${String(result["session"])}.jsonl`), "utf8");
    expect(file).toContain('{"type":"output","step":"toppings","output":{"toppings":["cheese","basil"]}}');
    const done = jsonOf(
      await client.callTool("advance", { session: result["session"], step: "note", output: { note: "thanks" } }),
    );
    expect(done).toMatchObject({ status: "done" });
    await client.close();
  });

  it("a declined question comes back as the prompt with the reason, and the agent answers it", async () => {
    const client = await connect({ mode, transport, elicit: () => ({ action: "decline" }) });
    const result = jsonOf(await client.callTool("start"));
    expect(result).toMatchObject({ status: "prompt", step: "color", elicitation: { step: "color", action: "decline" } });
    const next = jsonOf(
      await client.callTool("advance", { session: result["session"], step: "color", output: { color: "red" } }),
    );
    expect(next).toMatchObject({ status: "prompt", step: "toppings", elicitation: { step: "toppings", action: "decline" } });
    await client.close();
  });
});
