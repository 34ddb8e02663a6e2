// An MCP client over Streamable HTTP, for tests of a server started with `--http`.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { CallToolResultSchema, ElicitRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
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
  const { elicit } = options;
  const client = new Client(
    { name: "skill-kit-test-client", version: "1.0.0" },
    elicit === undefined ? {} : { capabilities: { elicitation: {} } },
  );
  if (elicit !== undefined) client.setRequestHandler(ElicitRequestSchema, (request) => elicit(request));
  await client.connect(transport);
  await client.listTools();
  return {
    client,
    transport,
    callTool: async (name, args) =>
      CallToolResultSchema.parse(await client.callTool({ name, ...(args === undefined ? {} : { arguments: { ...args } }) })),
    close: () => client.close(),
  };
}

export type { StreamableHTTPClientTransport };
