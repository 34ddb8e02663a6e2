// Both protocol eras over stdio, with the official v2 client in each of its modes: a 2026-07-28
// client gets its questions as input-required results, an older one as elicitation requests, and
// both end with the same run.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { connectV2Client, type ClientMode, type ElicitRequest } from "@skill-kit/mcp-transport/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { serverCommand, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { answers, fieldOf } from "@skill-kit/test-utils/elicit-answers";

let sandbox: ReturnType<typeof tempDir>;
let sessions: string;
beforeEach(() => {
  sandbox = tempDir("skill-kit-mcp-eras-");
  sessions = sessionsIn(sandbox.dir);
});
afterEach(() => {
  sandbox.remove();
});

const modes: readonly { readonly mode: ClientMode; readonly era: string }[] = [
  { mode: "2026-07-28", era: "modern" },
  { mode: "auto", era: "modern" },
  { mode: "legacy", era: "legacy" },
];

const json = (result: { readonly content: readonly { readonly type: string; readonly text?: string }[] }): Record<string, unknown> => {
  const text = result.content[0]?.text;
  if (text === undefined) throw new Error("no text content");
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null) throw new Error(`not a JSON object: ${text}`);
  return Object.fromEntries(Object.entries(parsed));
};

describe.each(modes)("a v2 client in $mode mode over stdio", ({ mode, era }) => {
  it(`speaks the ${era} era and answers the choice, multi-select and confirm questions through the user`, async () => {
    const asked: string[] = [];
    const client = await connectV2Client({
      mode,
      stdio: serverCommand("mcp-elicit", ["--session-dir", sessions]),
      elicit: (request: ElicitRequest) => {
        asked.push(fieldOf(request));
        return answers[fieldOf(request)] ?? { action: "decline" };
      },
    });
    expect(client.era()).toBe(era);
    const result = json(await client.callTool("start"));
    expect(asked).toEqual(["color", "toppings", "approved"]);
    expect(result).toMatchObject({ status: "prompt", step: "note", preamble: expect.any(String) as string });
    expect(result["elicited"]).toEqual([
      { step: "color", response: { color: "blue" }, result: { color: "blue" } },
      { step: "toppings", response: { toppings: ["cheese", "basil"] }, result: { toppings: ["cheese", "basil"] } },
      { step: "sure", response: { approved: true }, result: { approved: true } },
    ]);
    const file = readFileSync(join(sessions, `skill-kit-${String(result["session"])}.jsonl`), "utf8");
    expect(file).toContain('{"type":"output","step":"toppings","output":{"toppings":["cheese","basil"]}}');
    const done = json(await client.callTool("advance", { session: result["session"], step: "note", output: { note: "thanks" } }));
    expect(done).toMatchObject({ status: "done" });
    await client.close();
  });

  it("a declined question comes back as the prompt with the reason, and the agent answers it", async () => {
    const client = await connectV2Client({
      mode,
      stdio: serverCommand("mcp-elicit", ["--session-dir", sessions]),
      elicit: () => ({ action: "decline" }),
    });
    const result = json(await client.callTool("start"));
    expect(result).toMatchObject({ status: "prompt", step: "color", elicitation: { step: "color", action: "decline" } });
    const next = json(await client.callTool("advance", { session: result["session"], step: "color", output: { color: "red" } }));
    expect(next).toMatchObject({ status: "prompt", step: "toppings", elicitation: { step: "toppings", action: "decline" } });
    await client.close();
  });
});
