import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CodeModeError } from "./code-mode-error.js";
import { loadSpec } from "./load-spec.js";

const dir = mkdtempSync(join(tmpdir(), "code-mode-spec-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function refusal(loading: Promise<unknown>): Promise<string> {
  const error = await loading.catch((caught: unknown) => caught);
  if (!CodeModeError.isInstance(error) || error.code !== "CODE_MODE_SPEC_UNREADABLE") throw new Error("expected a refusal");
  return error.message;
}

describe("loadSpec", () => {
  it("reads JSON and YAML files", async () => {
    writeFileSync(join(dir, "a.json"), '{"openapi":"3.1.0","paths":{}}');
    writeFileSync(join(dir, "b.yaml"), "openapi: 3.1.0\npaths:\n  /pets:\n    get: { operationId: listPets }\n");
    expect(await loadSpec(join(dir, "a.json"))).toEqual({ openapi: "3.1.0", paths: {} });
    expect(await loadSpec(join(dir, "b.yaml"))).toEqual({
      openapi: "3.1.0",
      paths: { "/pets": { get: { operationId: "listPets" } } },
    });
  });

  it("says why a file will not do: missing, too large, a folder, not an object", async () => {
    expect(await refusal(loadSpec(join(dir, "missing.json")))).toMatch(/cannot load the API description .*missing\.json: ENOENT/);
    writeFileSync(join(dir, "big.json"), `{"x":"${"y".repeat(2000)}"}`);
    expect(await refusal(loadSpec(join(dir, "big.json"), { maxBytes: 1000 }))).toMatch(/at most 1000 are read/);
    expect(await refusal(loadSpec(dir))).toMatch(/not a file/);
    writeFileSync(join(dir, "plain.txt"), "just words");
    expect(await refusal(loadSpec(join(dir, "plain.txt")))).toMatch(/expected an object \(an OpenAPI document\), found string/);
  });

  it("fetches a URL, bounded, and says what the server answered", async () => {
    const server = createServer((request, response) => {
      if (request.url === "/spec.json") response.end('{"openapi":"3.1.0"}');
      else if (request.url === "/big.json") response.end(`{"x":"${"y".repeat(5000)}"}`);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    try {
      expect(await loadSpec(`http://127.0.0.1:${port}/spec.json`)).toEqual({ openapi: "3.1.0" });
      expect(await refusal(loadSpec(`http://127.0.0.1:${port}/big.json`, { maxBytes: 1000 }))).toMatch(/over 1000 bytes/);
      expect(await refusal(loadSpec(`http://127.0.0.1:${port}/none`))).toMatch(/answered 404/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
