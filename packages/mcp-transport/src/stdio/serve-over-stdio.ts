// Serve an McpServer over stdin/stdout until the client leaves (stdin ends or stdout breaks).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { filterEnvelopes } from "./envelope-filter.js";

/** Connects `server` to this process's stdio; resolves once the connection is closed. Errors of the connection go to `onError`. */
export async function serveOverStdio(server: McpServer, onError: (message: string) => void): Promise<void> {
  server.server.onerror = (error) => {
    onError(error.message);
  };
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  const disconnect = (): void => {
    void server.close();
  };
  process.stdin.once("end", disconnect);
  process.stdout.once("error", disconnect);
  try {
    // Every line whose envelope the SDK would drop unanswered is answered here instead.
    const input = filterEnvelopes(process.stdin, (line) => process.stdout.write(line));
    await server.connect(new StdioServerTransport(input, process.stdout));
    await closed;
  } finally {
    process.stdin.off("end", disconnect);
    process.stdout.off("error", disconnect);
  }
}
