// boundedFetch against a loopback server: bodies cut off past the limit (declared or streamed), a
// redirect within the origin passed on for the SDK to follow, one to another origin refused.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InstallError } from "../install-error.js";
import { boundedFetch } from "./bounded-fetch.js";

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/small") response.end("x".repeat(100));
    else if (request.url === "/declared") response.writeHead(200, { "content-length": "5000" }).end("x".repeat(5000));
    else if (request.url === "/same") response.writeHead(307, { location: "/small" }).end();
    else if (request.url === "/other") response.writeHead(307, { location: origin.replace("127.0.0.1", "localhost") }).end();
    else {
      response.writeHead(200);
      for (let index = 0; index < 8; index += 1) response.write("x".repeat(512));
      response.end();
    }
  });
  await new Promise<void>((resolve) => {
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  origin = `http://127.0.0.1:${String(typeof address === "object" && address !== null ? address.port : 0)}`;
});
afterAll(() => {
  server.close();
});

const bounded = (): { readonly fetch: ReturnType<typeof boundedFetch>; readonly refusals: InstallError[] } => {
  const refusals: InstallError[] = [];
  const fetch = boundedFetch({
    server: new URL(`${origin}/mcp`),
    maxResponseBytes: 1024,
    refused: (error) => refusals.push(error),
    received: () => undefined,
  });
  return { fetch, refusals };
};

describe("boundedFetch", () => {
  it("passes a body within the limit", async () => {
    expect(await (await bounded().fetch(`${origin}/small`)).text()).toBe("x".repeat(100));
  });

  it("refuses a body declared or streamed past the limit, telling the refusal", async () => {
    const declared = bounded();
    await expect(declared.fetch(`${origin}/declared`)).rejects.toThrow("a response of 5000 bytes, over the limit of 1024");
    const streamed = bounded();
    const response = await streamed.fetch(`${origin}/streamed`);
    await expect(response.text()).rejects.toThrow("a response over the limit of 1024 bytes: cut off");
    expect(streamed.refusals.map((error) => error.code)).toEqual(["TOO_LARGE"]);
  });

  it("hands a redirect within the origin back unfollowed, and refuses one to another origin", async () => {
    expect((await bounded().fetch(`${origin}/same`)).status).toBe(307);
    const other = bounded();
    await expect(other.fetch(`${origin}/other`)).rejects.toThrow("refusing a redirect to another origin (http://localhost:");
    expect(other.refusals).toHaveLength(1);
  });
});
