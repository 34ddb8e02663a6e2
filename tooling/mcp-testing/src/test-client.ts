// What the stdio and the HTTP test clients share: the SDK client, elicitation when asked for, and
// tool calls checked against the tools' output schemas.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CallToolResultSchema,
  ElicitRequestSchema,
  type CallToolResult,
  type ElicitRequest,
  type ElicitResult,
} from "@modelcontextprotocol/sdk/types.js";

/** Answers every `elicitation/create`; given, the client declares the elicitation capability. */
export type Elicit = (request: ElicitRequest) => ElicitResult | Promise<ElicitResult>;

export interface TestClient {
  readonly client: Client;
  /** Calls a tool; the result is checked against the tool's `outputSchema` by the SDK. */
  readonly callTool: (name: string, args?: Readonly<Record<string, unknown>>) => Promise<CallToolResult>;
}

/** Connects (initialize), and lists the tools so output schemas are enforced from then on. */
export async function connectTestClient(transport: Transport, elicit: Elicit | undefined): Promise<TestClient> {
  const client = new Client(
    { name: "skill-kit-test-client", version: "1.0.0" },
    elicit === undefined ? {} : { capabilities: { elicitation: {} } },
  );
  if (elicit !== undefined) client.setRequestHandler(ElicitRequestSchema, (request) => elicit(request));
  await client.connect(transport);
  await client.listTools();
  return {
    client,
    callTool: async (name, args) =>
      CallToolResultSchema.parse(await client.callTool({ name, ...(args === undefined ? {} : { arguments: { ...args } }) })),
  };
}
