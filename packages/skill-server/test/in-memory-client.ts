// The SDK's v2 client connected to a server in this process: over linked in-memory transports (the
// legacy era, 2025-11-25, opened with `initialize`), or through the SDK's fetch-shaped HTTP handler
// with the client pinned to 2026-07-28 (the modern era: `server/discover`, `_meta` on every request).
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createMcpHandler, type McpServer } from "@modelcontextprotocol/server";
import type { SkillsServer } from "../src/create-skills-server.js";

export async function connectInMemory(server: McpServer): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}

/** A client pinned to 2026-07-28, served in process by `createMcpHandler` over `create("modern")`. */
export async function connectModern(served: SkillsServer): Promise<{ client: Client; close: () => Promise<void> }> {
  const handler = createMcpHandler(() => served.create("modern"), { legacy: "reject" });
  const transport = new StreamableHTTPClientTransport(new URL("http://127.0.0.1/mcp"), {
    fetch: (url, init) => handler.fetch(new Request(url, init)),
  });
  const client = new Client({ name: "test", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  await client.connect(transport);
  return {
    client,
    close: async () => {
      await client.close();
      await handler.close();
    },
  };
}
