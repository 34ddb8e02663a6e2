// Code mode through the AI SDK adapter, driven by a scripted model: the model searches a 1,000-operation
// spec with code, then calls a loopback HTTP API through an injected client with code.
import { createServer, type Server } from "node:http";
import { createCodeMode, httpClient, type JsonValue } from "@skill-kit/code-mode";
import { answer, sent, toolCall } from "@skill-kit/test-utils/scripted-model";
import { generateText, stepCountIs } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeModeTools } from "./index.js";

function largeSpec(count: number): JsonValue {
  const paths: Record<string, Record<string, JsonValue>> = {};
  for (let index = 0; index < count; index++) {
    const resource = index === 617 ? "pets" : `resource${index}`;
    paths[`/${resource}/{id}`] = { get: { operationId: `get_${resource}`, summary: `Read one of ${resource}` } };
  }
  return { openapi: "3.1.0", info: { title: "Big API", version: "1" }, paths };
}

let server: Server;
let baseUrl = "";
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method ?? ""} ${request.url ?? ""}`);
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ id: request.url?.split("/").pop(), name: "Rex", kind: "dog" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("codeModeTools in generateText", () => {
  it("searches the spec with the model's code, then calls the loopback API through the injected client", async () => {
    const codeMode = createCodeMode({ spec: largeSpec(1000), clients: { api: httpClient({ baseUrl }) } });
    const model = new MockLanguageModelV4({
      doGenerate: [
        toolCall("search", {
          code: "return Object.entries(spec.paths).filter(([path]) => path.includes('pets')).map(([path, ops]) => ({ path, id: ops.get.operationId }))",
        }),
        toolCall("execute", {
          code: "const pet = await clients.api({ method: 'GET', path: '/pets/42' }); console.log('status', pet.status); return pet.body.name",
        }),
        answer("The pet is Rex."),
      ],
    });
    const result = await generateText({
      model,
      tools: codeModeTools(codeMode),
      prompt: "Who is pet 42?",
      stopWhen: stepCountIs(4),
    });
    expect(result.text).toBe("The pet is Rex.");
    expect(result.steps[0]?.toolResults[0]?.output).toEqual({ result: [{ path: "/pets/{id}", id: "get_pets" }], output: "" });
    expect(result.steps[1]?.toolResults[0]?.output).toEqual({ result: "Rex", output: "status 200\n" });
    expect(requests).toEqual(["GET /pets/42"]);
    // The model was offered two tools, not a thousand, and read the search's answer.
    expect(model.doGenerateCalls[0]?.tools?.map((item) => item.name)).toEqual(["search", "execute"]);
    expect(sent(model.doGenerateCalls[1])).toContain("get_pets");
  });

  it("a failed call reaches the model as a tool error with its code, and the loop goes on", async () => {
    const codeMode = createCodeMode({ spec: {}, clients: {}, limits: { timeMs: 200 } });
    const model = new MockLanguageModelV4({
      doGenerate: [toolCall("execute", { code: "while (true) {}" }), answer("It took too long.")],
    });
    const result = await generateText({ model, tools: codeModeTools(codeMode), prompt: "Loop", stopWhen: stepCountIs(3) });
    expect(result.text).toBe("It took too long.");
    expect(sent(model.doGenerateCalls[1])).toContain("CODE_MODE_TIMEOUT: the code ran past the time limit of 200 ms");
  });
});
