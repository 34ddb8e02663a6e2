// Serves MCP over Streamable HTTP at `/mcp`, statelessly: nothing of a client is kept between its
// requests, so any instance can answer any call (no sticky sessions). Each POST gets a fresh server
// and SDK transport, but a plain `advance` of a client that takes no questions (direct-answer.ts).
// What a client declared in `initialize` travels in our `mcp-session-id` (client-declaration.ts);
// its answers to the server's own requests travel through a mailbox (routed-transport.ts); who it
// is comes from its bearer token. One request's way through: mcp-exchange.ts.
import { randomBytes } from "node:crypto";
import { createMcpHandler, type McpHttpHandler, type McpServer } from "@modelcontextprotocol/server";
import type { DirectCall } from "../stdio/direct-call.js";
import type { ClientDeclaration } from "./client-declaration.js";
import { Admission } from "./admission.js";
import { boundedServer } from "./bounded-server.js";
import { answerError } from "./http-exchange.js";
import { localUser, type HttpSettings } from "./http-settings.js";
import { removeLocalToken, writeLocalToken } from "./local-token-file.js";
import { MemoryMailbox, type Mailbox } from "./mailbox.js";
import { listen } from "./listen.js";
import { Exchange } from "./mcp-exchange.js";
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
  const exchange = new Exchange(options, { mailbox, instanceId, modern, admission: new Admission(limits), limits });
  const server = boundedServer(limits, (req, res) => {
    exchange.handle(req, res).catch((error: unknown) => {
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

/**
 * What answers 2026-07-28 requests: the SDK's stateless handler, a fresh server per request for the
 * user of the bearer token (which it gets as `authInfo`). Older requests never reach it.
 */
function modernHandler(options: HttpServeOptions): McpHttpHandler {
  return createMcpHandler(
    ({ authInfo }) => options.createServer({ user: authInfo?.clientId ?? localUser, client: undefined, era: "modern" }),
    {
      legacy: "reject",
      maxRequestBodySize: options.maxBody,
      onerror: (error) => {
        options.log(error.message);
      },
    },
  );
}
