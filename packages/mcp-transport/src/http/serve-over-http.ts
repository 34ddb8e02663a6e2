// Serves MCP over Streamable HTTP at `/mcp`, statelessly: nothing of a client is kept between its
// requests, so any instance can answer any call (no sticky sessions). Each POST gets a fresh server
// and SDK transport, but a plain `advance` of a client that takes no questions
// (legacy-direct-advance.ts). What a client declared in `initialize` travels in our `mcp-session-id`
// (client-declaration.ts); its answers to the server's own requests travel through a mailbox
// (routed-transport.ts); who it is comes from its bearer token. Connections are bounded by
// bounded-server.ts; each request's way through is handle-request.ts.
import { randomBytes } from "node:crypto";
import type { McpServer } from "@modelcontextprotocol/server";
import type { DirectCall } from "../stdio/direct-call.js";
import type { ClientDeclaration } from "./client-declaration.js";
import { Admission } from "./admission.js";
import { answerError } from "./answer-error.js";
import { boundedServer } from "./bounded-server.js";
import { handleRequest } from "./handle-request.js";
import type { HttpSettings } from "./http-settings.js";
import { removeLocalToken, writeLocalToken } from "./local-token-file.js";
import { MemoryMailbox, type Mailbox } from "./mailbox.js";
import { listen } from "./listen.js";
import { modernHandler } from "./modern-through-sdk.js";
import type { Serving } from "./request-stages.js";
import { defaultServingLimits } from "./serving-limits.js";

/** Who is calling, and what their client declared: what a server for one request is made for. */
export interface HttpCaller {
  /** The user id of the bearer token; `local` when the server runs without `--tokens`. */
  readonly user: string;
  /** What the client declared in `initialize`, as its `mcp-session-id` carries it (2025-11-25 and older). */
  readonly client: ClientDeclaration | undefined;
  /** `legacy`: 2025-11-25 and older; `modern`: 2026-07-28, where each request declares the client itself. */
  readonly era: "legacy" | "modern";
}

export interface HttpServeOptions extends HttpSettings {
  /** A new, unconnected server for one request. */
  readonly createServer: (caller: HttpCaller) => McpServer | Promise<McpServer>;
  /**
   * Calls of a 2025-era caller that may be answered beside the SDK (see `DirectCall`): asked only
   * for a client that declared no form elicitation, whose headers the SDK's transport would take.
   */
  readonly directCall?: ((caller: HttpCaller) => DirectCall | undefined) | undefined;
  /** Where answers to the server's own requests (elicitation) wait; in memory (one instance) by default. */
  readonly mailbox?: Mailbox | undefined;
  /** How long an answer to the server's own request may take (default 10 minutes). */
  readonly answerWaitMs?: number | undefined;
  /** Errors of a connection, one line each. */
  readonly log: (line: string) => void;
}

export interface HttpServing {
  /** Where clients connect: `http://<host>:<port>/mcp`. */
  readonly url: string;
  /** This instance's name in the ids of its requests to clients. */
  readonly instanceId: string;
  /** Without `--tokens`: the file holding the token made at start (readable by this user only). */
  readonly tokenFile: string | undefined;
  /** True with `--no-token`: no token asked of anyone. */
  readonly open: boolean;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Listens on `options.host`/`options.port`; resolves once listening. */
export async function serveOverHttp(options: HttpServeOptions): Promise<HttpServing> {
  const instanceId = randomBytes(6).toString("hex");
  const modern = modernHandler(options);
  const limits = options.limits ?? defaultServingLimits;
  const mailbox = options.mailbox ?? new MemoryMailbox();
  const serving: Serving = { options, modern, mailbox, instanceId, admission: new Admission(limits), limits };
  const server = boundedServer(limits, (req, res) => {
    handleRequest({ req, res }, serving).catch((error: unknown) => {
      options.log(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) answerError(res, { status: 500, code: -32603, message: "Internal error" });
      else res.end();
    });
  });
  await listen(server, options);
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : options.port;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  const close = async (): Promise<void> => {
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    });
    await modern.close();
  };
  let tokenFile: string | undefined;
  if (options.localToken !== undefined) {
    try {
      tokenFile = writeLocalToken(options.localToken, port);
    } catch (error) {
      await close();
      throw error;
    }
  }
  return {
    url: `http://${host}:${String(port)}/mcp`,
    instanceId,
    tokenFile,
    open: options.tokens === undefined,
    close: async () => {
      await close();
      if (tokenFile !== undefined) removeLocalToken(tokenFile);
    },
  };
}
