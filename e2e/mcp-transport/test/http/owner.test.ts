// Runs bound to their caller: over HTTP a run belongs to the user of the bearer token that started it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { connectHttpClient, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { call, sessionsIn } from "@skill-kit/test-utils/mcp-client";
import { startSkillOverHttp } from "./http-server.js";

const sandbox = tempDir("skill-kit-http-owner-");
const sessions = sessionsIn(sandbox.dir);
const tokens = join(sandbox.dir, "tokens.txt");
const ada = "ada-token-0123456789";
const bob = "bob-token-0123456789";
writeFileSync(tokens, `${ada} ada\n${bob} bob\n`, { mode: 0o600 });
let server: HttpServerProcess;

beforeAll(async () => {
  server = await startSkillOverHttp("mcp-elicit", ["--session-dir", sessions, "--tokens", tokens]);
});
afterAll(async () => {
  await server.kill();
  sandbox.remove();
});

describe("runs over HTTP are their caller's", () => {
  it("serves each identity its own runs", async () => {
    const asAda = await connectHttpClient({ url: server.url, token: ada });
    const asBob = await connectHttpClient({ url: server.url, token: bob });
    const adas = await call(asAda, "start");
    const bobs = await call(asBob, "start");
    expect(adas["session"]).not.toBe(bobs["session"]);
    expect(await call(asBob, "advance", { session: bobs["session"], step: "color", output: { color: "red" } })).toMatchObject({
      step: "toppings",
    });
    await Promise.all([asAda.close(), asBob.close()]);
  });

  it("does not let a second identity advance another's run: a run id alone is not a capability", async () => {
    const asAda = await connectHttpClient({ url: server.url, token: ada });
    const asBob = await connectHttpClient({ url: server.url, token: bob });
    const adas = await call(asAda, "start");
    const file = join(sessions, `skill-kit-${String(adas["session"])}.jsonl`);
    const before = readFileSync(file, "utf8");
    const refused = await call(asBob, "advance", { session: adas["session"], step: "color", output: { color: "red" } });
    expect(refused).toMatchObject({
      status: "error",
      retry: false,
      message: expect.stringMatching(/^Unknown session/) as string,
    });
    expect(readFileSync(file, "utf8")).toBe(before);
    expect(await call(asAda, "advance", { session: adas["session"], step: "color", output: { color: "blue" } })).toMatchObject({
      step: "toppings",
    });
    await Promise.all([asAda.close(), asBob.close()]);
  });
});
