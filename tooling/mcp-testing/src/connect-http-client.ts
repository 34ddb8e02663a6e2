// An MCP client over Streamable HTTP, for tests of a server started with `--http`.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { connectTestClient } from "./test-client.js";
import type { StdioClientOptions } from "./connect-stdio-client.js";

export interface HttpClientOptions extends Pick<StdioClientOptions, "elicit"> {
  /** The server's `/mcp` URL. */
  readonly url: string;
  /** Sent as `Authorization: Bearer <token>` on every request. */
  readonly token?: string;
}

export interface HttpClient {
  readonly client: Client;
  readonly transport: StreamableHTTPClientTransport;
  /** Calls a tool; the result is checked against the tool's `outputSchema` by the SDK. */
  readonly callTool: (name: string, args?: Readonly<Record<string, unknown>>) => Promise<CallToolResult>;
  readonly close: () => Promise<void>;
}

/** Connects (initialize), and lists the tools so output schemas are enforced from then on. */
export async function connectHttpClient(options: HttpClientOptions): Promise<HttpClient> {
  const headers: Record<string, string> = options.token === undefined ? {} : { authorization: `Bearer ${options.token}` };
  const transport = new StreamableHTTPClientTransport(new URL(options.url), { requestInit: { headers } });
  const { client, callTool } = await connectTestClient(transport, options.elicit);
  return {
    client,
    transport,
    callTool,
    close: () => client.close(),
  };
}

export type { StreamableHTTPClientTransport };
