import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CodeModeError } from "./code-mode-error.js";
import { createCodeMode } from "./create-code-mode.js";
import { httpClient } from "./http-client.js";
import type { JsonValue } from "./json-value.js";

/** An OpenAPI document of `count` operations over many resources, one of them about invoices. */
function largeSpec(count: number): JsonValue {
  const paths: Record<string, Record<string, JsonValue>> = {};
  const resources = ["customer", "order", "invoice", "shipment", "product", "refund", "coupon", "review"];
  for (let index = 0; index < count; index++) {
    const resource = resources[index % resources.length] ?? "thing";
    const path = `/v1/${resource}s/group${Math.floor(index / 4)}`;
    const method = ["get", "post", "put", "delete"][index % 4] ?? "get";
    paths[path] = {
      ...paths[path],
      [method]: { operationId: `${method}_${resource}_${index}`, summary: `${method.toUpperCase()} a ${resource} (#${index})` },
    };
  }
  return { openapi: "3.1.0", info: { title: "Large", version: "1" }, paths };
}

describe("createCodeMode", () => {
  it("search runs the model's code over a 1,000-operation spec and returns only what it asks", async () => {
    const codeMode = createCodeMode({ spec: largeSpec(1000), clients: {} });
    const found = await codeMode.search(`
      const hits = [];
      for (const [path, operations] of Object.entries(spec.paths))
        for (const [method, operation] of Object.entries(operations))
          if (operation.operationId.includes("invoice") && method === "put") hits.push({ path, method, id: operation.operationId });
      console.log("operations:", Object.values(spec.paths).reduce((n, ops) => n + Object.keys(ops).length, 0));
      return hits.slice(0, 3);`);
    expect(found.output).toBe("operations: 1000\n");
    expect(found.result).toEqual([
      { path: "/v1/invoices/group0", method: "put", id: "put_invoice_2" },
      { path: "/v1/invoices/group2", method: "put", id: "put_invoice_10" },
      { path: "/v1/invoices/group4", method: "put", id: "put_invoice_18" },
    ]);
  });

  it("search has the spec and no clients; execute has the clients and no spec", async () => {
    const codeMode = createCodeMode({ spec: { a: 1 }, clients: { one: () => 1 } });
    expect(await codeMode.search("return [typeof spec, typeof clients]")).toEqual({
      result: ["object", "undefined"],
      output: "",
    });
    expect(await codeMode.execute("return [typeof spec, typeof clients, await clients.one()]")).toEqual({
      result: ["undefined", "object", 1],
      output: "",
    });
  });

  it("takes `result` when the code returns nothing, and no result when there is none", async () => {
    const codeMode = createCodeMode({ spec: {}, clients: {} });
    expect(await codeMode.execute("result = { ok: true }")).toEqual({ result: { ok: true }, output: "" });
    expect(await codeMode.execute("let result = 7")).toEqual({ result: 7, output: "" });
    expect(await codeMode.execute("console.log('only', 1, { a: [2] })")).toEqual({ output: 'only 1 {"a":[2]}\n' });
  });

  it("a client's failure rejects inside the sandbox with its message, which the code may catch", async () => {
    const codeMode = createCodeMode({
      spec: {},
      clients: {
        fails: () => {
          throw new Error("no such pet");
        },
      },
    });
    expect(await codeMode.execute("try { await clients.fails() } catch (error) { return error.message }")).toEqual({
      result: "clients.fails failed: no such pet",
      output: "",
    });
  });

  it("says where the code went wrong, by its own line numbers", async () => {
    const codeMode = createCodeMode({ spec: {}, clients: {} });
    const error = await codeMode.execute("const a = 1;\nnull.x;").catch((caught: unknown) => caught);
    expect(CodeModeError.isInstance(error) && error.code).toBe("CODE_MODE_CODE_ERROR");
    expect(error instanceof Error && error.message).toMatch(/^TypeError: cannot read property 'x' of null\n.*code\.js:2/);
  });

  it("defines both tools: names (prefixed when named), descriptions naming the clients, input and output schemas", () => {
    const codeMode = createCodeMode({
      spec: { info: { title: "Pets", description: "A pet store.\nMore." } },
      clients: { pets: { description: "the pet store's HTTP API", call: () => null }, raw: () => null },
      name: "pets",
    });
    const { search, execute } = codeMode.tools;
    expect([search.name, execute.name]).toEqual(["pets_search", "pets_execute"]);
    expect(search.description).toContain("Pets: A pet store.");
    expect(execute.description).toContain("- clients.pets: the pet store's HTTP API");
    expect(execute.description).toContain("- clients.raw: a host function");
    expect(search.inputSchema.required).toEqual(["code"]);
    expect(execute.outputSchema.required).toEqual(["output"]);
  });

  it("refuses client names that are not identifiers and limits that are not positive whole numbers", () => {
    expect(() => createCodeMode({ spec: {}, clients: { "a-b": () => 1 } })).toThrow(/not a JavaScript identifier/);
    expect(() => createCodeMode({ spec: {}, clients: {}, limits: { timeMs: 0 } })).toThrow(
      /"timeMs" must be a positive whole number/,
    );
    expect(() => createCodeMode({ spec: {}, clients: {}, limits: { memoryBytes: 1024 } })).toThrow(/at least 20971520/);
  });
});

describe("httpClient", () => {
  let server: Server;
  let baseUrl = "";
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method ?? ""} ${request.url ?? ""} ${request.headers["authorization"] ?? ""}`);
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify({ echoed: body === "" ? null : parsedBody(body), url: request.url }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    baseUrl = `http://127.0.0.1:${(address satisfies AddressInfo).port}/api`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("calls the loopback API under its base URL with the host's headers; the code never sees them", async () => {
    const codeMode = createCodeMode({
      spec: {},
      clients: { api: httpClient({ baseUrl, headers: { authorization: "Bearer secret" } }) },
    });
    const answer = await codeMode.execute(`
      const made = await clients.api({ method: "POST", path: "/pets", query: { tag: "cat" }, body: { name: "Tom" } });
      return made;`);
    expect(answer.result).toEqual({ status: 200, body: { echoed: { name: "Tom" }, url: "/api/pets?tag=cat" } });
    expect(seen).toContain("POST /api/pets?tag=cat Bearer secret");
    const escaped = await codeMode.execute(
      `try { await clients.api({ path: "/../../etc" }) } catch (error) { return error.message }`,
    );
    expect(escaped.result).toMatch(/leaves the API's base URL/);
  });
});

function parsedBody(body: string): unknown {
  return JSON.parse(body);
}
