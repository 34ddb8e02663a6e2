// An MCP client on a spawned server process, for tests of built skills (and of this package).
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { serverEnvironment } from "./server-environment.js";
import type { CallToolResult, ElicitRequest, ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { connectTestClient, type Elicit } from "./test-client.js";

export interface StdioClientOptions {
  readonly command: string;
  readonly args: readonly string[];
  /** Added to the SDK's small default environment (HOME, PATH, …). */
  readonly env?: Readonly<Record<string, string>>;
  /** Declares the elicitation capability and answers every `elicitation/create` with this. */
  readonly elicit?: Elicit;
}

export interface StdioClient {
  readonly client: Client;
  readonly transport: StdioClientTransport;
  /** The server process id. */
  readonly pid: number | null;
  /** Everything the server wrote to stderr so far. */
  readonly stderr: () => string;
  /** Calls a tool; the result is checked against the tool's `outputSchema` by the SDK. */
  readonly callTool: (name: string, args?: Readonly<Record<string, unknown>>) => Promise<CallToolResult>;
  /** SIGKILLs the server process: a crash, with no goodbye. */
  readonly kill: () => void;
  readonly close: () => Promise<void>;
}

/** Spawns the server, connects, and lists the tools (so output schemas are enforced from then on). */
export async function connectStdioClient(options: StdioClientOptions): Promise<StdioClient> {
  const transport = new StdioClientTransport({
    command: options.command,
    args: [...options.args],
    env: serverEnvironment(options.env),
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const { client, callTool } = await connectTestClient(transport, options.elicit);
  return {
    client,
    transport,
    pid: transport.pid,
    stderr: () => stderr,
    callTool,
    kill: () => {
      if (transport.pid !== null) process.kill(transport.pid, "SIGKILL");
    },
    close: () => client.close(),
  };
}

export type { CallToolResult, ElicitRequest, ElicitResult };
export type { Client, StdioClientTransport };
