// `skill-kit-mcp --code-mode`: the built binary serves an API's search and execute over stdio to the MCP
// SDK's client. The model's code (written here as a model would) searches a 1,000-operation spec and
// calls a loopback HTTP API through the client the `--code-mode-clients` module gives.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBin } from "./fixture.js";

let dir = "";
let server: Server;
let client: Client;

function largeSpec(count: number): unknown {
  const paths: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) {
    const name = index === 321 ? "orders" : `things${index}`;
    paths[`/${name}/{id}`] = { get: { operationId: `get_${name}`, summary: `Read one of ${name}` } };
  }
  return { openapi: "3.1.0", info: { title: "Shop", version: "1" }, paths };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "skill-kit-code-mode-"));
  server = createServer((request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ id: request.url?.split("/").pop(), total: 42 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  writeFileSync(join(dir, "spec.json"), JSON.stringify(largeSpec(1000)));
  writeFileSync(
    join(dir, "clients.mjs"),
    `export const clients = {
  shop: {
    description: "GET a path of the shop API: clients.shop(path) → { status, body }",
    call: async (path) => {
      const response = await fetch("http://127.0.0.1:${port}" + path);
      return { status: response.status, body: await response.json() };
    },
  },
};
export const limits = { timeMs: 2000 };
`,
  );
  client = new Client({ name: "code-mode-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [serverBin, "--code-mode", join(dir, "spec.json"), "--code-mode-clients", join(dir, "clients.mjs")],
      stderr: "ignore",
    }),
  );
});

afterAll(async () => {
  await client.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("skill-kit-mcp --code-mode", () => {
  it("lists the two tools with their output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["search", "execute"]);
    expect(tools[1]?.description).toContain("clients.shop: GET a path of the shop API");
    expect(tools[0]?.outputSchema?.required).toEqual(["output"]);
  });

  it("search finds an endpoint among 1,000; execute calls the loopback API through the injected client", async () => {
    const found = await client.callTool({
      name: "search",
      arguments: { code: "return Object.keys(spec.paths).filter((path) => path.startsWith('/orders'))" },
    });
    expect(found.structuredContent).toEqual({ result: ["/orders/{id}"], output: "" });
    const called = await client.callTool({
      name: "execute",
      arguments: { code: "const order = await clients.shop('/orders/7'); console.log(order.status); return order.body" },
    });
    expect(called.structuredContent).toEqual({ result: { id: "7", total: 42 }, output: "200\n" });
  });

  it("answers a limit hit as a coded failure, and the next call still works", async () => {
    const stopped = await client.callTool({ name: "execute", arguments: { code: "console.log('spinning'); while (true) {}" } });
    expect(stopped.isError).toBe(true);
    expect(stopped._meta?.["skill-kit/error"]).toEqual({ code: "CODE_MODE_TIMEOUT", retryable: false });
    expect(JSON.stringify(stopped.content)).toContain("time limit of 2000 ms");
    expect(JSON.stringify(stopped.content)).toContain("spinning");
    const after = await client.callTool({ name: "execute", arguments: { code: "return 1 + 1" } });
    expect(after.structuredContent).toEqual({ result: 2, output: "" });
  });

  it("serves what a skill declares for its API in SKILL.md's metadata", async () => {
    const skill = join(dir, "shop-skill");
    mkdirSync(skill);
    writeFileSync(
      join(skill, "SKILL.md"),
      "---\nname: shop-skill\ndescription: The shop's API.\nmetadata:\n  code-mode: ../spec.json\n  code-mode-clients: ../clients.mjs\n---\n\nUse search, then execute.\n",
    );
    const declared = new Client({ name: "code-mode-skill-test", version: "1.0.0" });
    await declared.connect(
      new StdioClientTransport({ command: process.execPath, args: [serverBin, "--code-mode", skill], stderr: "ignore" }),
    );
    try {
      const called = await declared.callTool({
        name: "execute",
        arguments: { code: "return (await clients.shop('/orders/9')).body.id" },
      });
      expect(called.structuredContent).toEqual({ result: "9", output: "" });
    } finally {
      await declared.close();
    }
    const undeclared = join(dir, "plain-skill");
    mkdirSync(undeclared);
    writeFileSync(join(undeclared, "SKILL.md"), "---\nname: plain-skill\ndescription: Nothing.\n---\n\nBody.\n");
    const refused = spawnSync(process.execPath, [serverBin, "--code-mode", undeclared], { encoding: "utf8" });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("the skill plain-skill declares no code mode (metadata.code-mode");
  });

  it("refuses a spec it cannot read with one line and exit 1, and --skills beside --code-mode with exit 2", () => {
    const missing = spawnSync(process.execPath, [serverBin, "--code-mode", join(dir, "none.json")], { encoding: "utf8" });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^error: cannot load the API description .*none\.json: ENOENT/);
    const both = spawnSync(process.execPath, [serverBin, "--code-mode", join(dir, "spec.json"), "--skills", dir], {
      encoding: "utf8",
    });
    expect(both.status).toBe(2);
    expect(both.stderr).toContain("--code-mode serves an API's two tools alone: drop --skills");
  });
});
