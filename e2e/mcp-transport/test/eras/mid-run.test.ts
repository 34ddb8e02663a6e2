// A run belongs to the run store, not to a connection or a protocol revision: a run started by a
// 2026-07-28 client goes on with a 2025-11-25 (v1) client, and the other way round.
import { connectHttpClient, connectV2Client, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { answers, fieldOf } from "@skill-kit/test-utils/elicit-answers";
import { startSkillOverHttp } from "../http/http-server.js";
import { jsonOf } from "./json-of.js";

let sandbox: ReturnType<typeof tempDir>;
let server: HttpServerProcess;
beforeEach(async () => {
  sandbox = tempDir("skill-kit-mid-run-");
  server = await startSkillOverHttp("mcp-elicit", ["--session-dir", sessionsIn(sandbox.dir)]);
});
afterEach(async () => {
  await server.kill();
  sandbox.remove();
});

describe("a run that changes protocol revision mid-way", () => {
  it("starts with a 2026-07-28 client that declines, and ends with a v1 client that elicits", async () => {
    const modern = await connectV2Client({
      mode: "2026-07-28",
      http: { url: server.url },
      elicit: () => ({ action: "decline" }),
    });
    const started = jsonOf(await modern.callTool("start"));
    expect(started).toMatchObject({ status: "prompt", step: "color", elicitation: { action: "decline" } });
    await modern.close();
    const legacy = await connectHttpClient({
      url: server.url,
      elicit: (request) => answers[fieldOf(request)] ?? { action: "decline" },
    });
    const next = await call(legacy, "advance", { session: started["session"], step: "color", output: { color: "red" } });
    expect(next).toMatchObject({ status: "prompt", step: "note", elicited: [{ step: "toppings" }, { step: "sure" }] });
    expect(await call(legacy, "advance", { session: started["session"], step: "note", output: { note: "ok" } })).toMatchObject({
      status: "done",
    });
    await legacy.close();
  });

  it("starts with a v1 client without elicitation, and ends with a 2026-07-28 client asked by input-required results", async () => {
    const legacy = await connectHttpClient({ url: server.url });
    const started = await call(legacy, "start");
    expect(started).toMatchObject({ status: "prompt", step: "color" });
    await legacy.close();
    const asked: string[] = [];
    const modern = await connectV2Client({
      mode: "2026-07-28",
      http: { url: server.url },
      elicit: (request) => {
        asked.push(fieldOf(request));
        return answers[fieldOf(request)] ?? { action: "decline" };
      },
    });
    const next = jsonOf(
      await modern.callTool("advance", { session: started["session"], step: "color", output: { color: "red" } }),
    );
    expect(asked).toEqual(["toppings", "approved"]);
    expect(next).toMatchObject({ status: "prompt", step: "note" });
    const done = jsonOf(await modern.callTool("advance", { session: started["session"], step: "note", output: { note: "ok" } }));
    expect(done).toMatchObject({ status: "done" });
    await modern.close();
  });
});
