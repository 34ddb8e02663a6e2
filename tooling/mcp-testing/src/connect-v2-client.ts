// The official v2 client in each of its modes, on a spawned server process (stdio) or a URL (HTTP):
// pinned to 2026-07-28 (never falls back), `auto` (probes, then picks) or `legacy` (2025-11-25).
import {
  Client,
  StreamableHTTPClientTransport,
  type CallToolResult,
  type ElicitRequest,
  type ElicitResult,
  type VersionNegotiationOptions,
} from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { serverEnvironment } from "./server-environment.js";

/** How the client picks the protocol revision. */
export type ClientMode = "2026-07-28" | "auto" | "legacy";

export type V2Elicit = (request: ElicitRequest) => ElicitResult | Promise<ElicitResult>;

export interface V2ClientOptions {
  readonly mode: ClientMode;
  /** A server process to spawn… */
  readonly stdio?: {
    readonly command: string;
    readonly args: readonly string[];
    readonly env?: Readonly<Record<string, string>>;
  };
  /** …or the `/mcp` URL of a running one, with the bearer token it wants. */
  readonly http?: { readonly url: string; readonly token?: string };
  /** Declares form elicitation and answers every question with this (as an elicitation request or an input-required result). */
  readonly elicit?: V2Elicit;
}

export interface V2Client {
  readonly client: Client;
  /** The era the connection settled on: `modern` (2026-07-28) or `legacy`. */
  readonly era: () => string | undefined;
  /** Calls a tool; the result is checked against the tool's `outputSchema` by the SDK. */
  readonly callTool: (name: string, args?: Readonly<Record<string, unknown>>) => Promise<CallToolResult>;
  readonly close: () => Promise<void>;
}

export async function connectV2Client(options: V2ClientOptions): Promise<V2Client> {
  const versionNegotiation: VersionNegotiationOptions = {
    mode: options.mode === "2026-07-28" ? { pin: "2026-07-28" } : options.mode,
  };
  const client = new Client(
    { name: `skill-kit-test-client-${options.mode}`, version: "1.0.0" },
    { versionNegotiation, ...(options.elicit === undefined ? {} : { capabilities: { elicitation: { form: {} } } }) },
  );
  const { elicit } = options;
  if (elicit !== undefined) client.setRequestHandler("elicitation/create", (request) => elicit(request));
  await client.connect(transportOf(options));
  await client.listTools();
  return {
    client,
    era: () => client.getProtocolEra(),
    callTool: async (name, args) => {
      const result = await client.callTool({ name, ...(args === undefined ? {} : { arguments: { ...args } }) });
      if (!("content" in result)) throw new Error(`${name} answered without content: ${JSON.stringify(result)}`);
      return result;
    },
    close: () => client.close(),
  };
}

function transportOf(options: V2ClientOptions): StdioClientTransport | StreamableHTTPClientTransport {
  if (options.stdio !== undefined)
    return new StdioClientTransport({
      command: options.stdio.command,
      args: [...options.stdio.args],
      env: serverEnvironment(options.stdio.env),
      stderr: "pipe",
    });
  if (options.http === undefined) throw new Error("connectV2Client needs stdio or http");
  const { token } = options.http;
  return new StreamableHTTPClientTransport(new URL(options.http.url), {
    requestInit: { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } },
  });
}
