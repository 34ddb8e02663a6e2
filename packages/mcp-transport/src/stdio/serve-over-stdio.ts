// Serve MCP over stdin/stdout until the client leaves (stdin ends or stdout breaks): one server per
// connection, in the era the client opens with (initialize: 2025-11-25 and older; a request with
// 2026-07-28 metadata: the stateless revision). A server made with direct calls answers those
// beside the SDK's dispatch once a 2025-era client has initialized (direct-call.ts).
import type { Readable, Writable } from "node:stream";
import type { JSONRPCRequest, McpServer, Result } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { plainCall, type DirectCall, type StdioServer } from "./direct-call.js";
import { LineTransport } from "./line-transport.js";

/** The protocol era a server answers in. */
export type ProtocolEra = "legacy" | "modern";

/**
 * Serves this process's stdio with the server `create` makes for the era the client picks (it may
 * be called twice, once for a probe: keep it free of side effects); resolves once the client has
 * left. Errors of the connection go to `onError`. `streams` stand for stdin and stdout (tests).
 */
export async function serveOverStdio(
  create: (era: ProtocolEra) => McpServer | StdioServer,
  onError: (message: string) => void,
  streams: { readonly input: Readable; readonly output: Writable } = { input: process.stdin, output: process.stdout },
): Promise<void> {
  const { input, output } = streams;
  const left = new Promise<void>((resolve) => {
    input.once("end", resolve);
    output.once("error", resolve);
  });
  const transport = new LineTransport(input, output);
  const connection = serveStdio(
    ({ era }) => {
      const made = create(era);
      if (!("directCall" in made)) return made;
      if (era === "legacy" && made.directCall !== undefined) transport.shortcut = shortcut(made.server, made.directCall);
      return made.server;
    },
    {
      legacy: "serve",
      transport,
      onerror: (error) => {
        onError(error.message);
      },
    },
  );
  await left;
  await connection.close();
}

/** Takes a plain `tools/call` that `directCall` answers, once `server`'s client has initialized. */
function shortcut(server: McpServer, directCall: DirectCall): (request: JSONRPCRequest) => Promise<Result> | undefined {
  let initialized = false;
  return (request) => {
    if (request.method !== "tools/call") return undefined;
    // Set by the client's initialize (deprecated for 2026-07-28 servers; these are 2025-era ones).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    initialized ||= server.server.getClientCapabilities() !== undefined;
    const call = initialized ? plainCall(request.params) : undefined;
    return call === undefined ? undefined : directCall(call.name, call.args, request.id);
  };
}
