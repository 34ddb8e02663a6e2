// Serve MCP over stdin/stdout until the client leaves (stdin ends or stdout breaks): one server per
// connection, in the era the client opens with (initialize: 2025-11-25 and older; a request with
// 2026-07-28 metadata: the stateless revision).
import type { McpServer } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { LineTransport } from "./line-transport.js";

/** The protocol era a server answers in. */
export type ProtocolEra = "legacy" | "modern";

/**
 * Serves this process's stdio with the server `create` makes for the era the client picks (it may
 * be called twice, once for a probe: keep it free of side effects); resolves once the client has
 * left. Errors of the connection go to `onError`.
 */
export async function serveOverStdio(create: (era: ProtocolEra) => McpServer, onError: (message: string) => void): Promise<void> {
  const left = new Promise<void>((resolve) => {
    process.stdin.once("end", resolve);
    process.stdout.once("error", resolve);
  });
  const connection = serveStdio(({ era }) => create(era), {
    legacy: "serve",
    transport: new LineTransport(process.stdin, process.stdout),
    onerror: (error) => {
      onError(error.message);
    },
  });
  await left;
  await connection.close();
}
