// Serves MCP over Streamable HTTP at `/mcp`, statelessly: every POST gets a fresh server and a fresh
// SDK transport, so any instance can answer any call (no sticky sessions). What a client declared in
// `initialize` travels in our `mcp-session-id` (client-declaration.ts); its answers to the server's
// own requests travel through a mailbox (routed-transport.ts); who it is comes from its bearer token.
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  createMcpHandler,
  WebStandardStreamableHTTPServerTransport,
  type McpHttpHandler,
  type McpServer,
} from "@modelcontextprotocol/server";
import type { DirectCall } from "../stdio/direct-call.js";
import { envelopeError } from "../stdio/envelope-error.js";
import { bearerToken } from "./bearer-tokens.js";
import { declarationFromSessionId, declarationOf, isRecord, sessionIdOf, type ClientDeclaration } from "./client-declaration.js";
import { Admission } from "./admission.js";
import { readAdmittedBody } from "./admitted-body.js";
import type { AnswerBounds } from "./answer-writer.js";
import { boundedServer } from "./bounded-server.js";
import { directAnswer, isLegacy, sendDirectAnswer } from "./direct-answer.js";
import { answerError, sendResponse, webRequest } from "./http-exchange.js";
import { isLoopback, localUser, type HttpSettings } from "./http-settings.js";
import { removeLocalToken, writeLocalToken } from "./local-token-file.js";
import { MemoryMailbox, maxAnswerBytes, type Mailbox } from "./mailbox.js";
import { listen } from "./listen.js";
import { foreignName } from "./request-guards.js";
import { closeQuietly } from "./quiet-close.js";
import { RoutedTransport } from "./routed-transport.js";
import { defaultServingLimits, type ServingLimits } from "./serving-limits.js";

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

/** One HTTP request to `/mcp`, from the path and the token to the SDK's answer. */
class Exchange {
  constructor(
    private readonly options: HttpServeOptions,
    private readonly route: {
      readonly mailbox: Mailbox;
      readonly instanceId: string;
      readonly modern: McpHttpHandler;
      readonly admission: Admission;
      readonly limits: ServingLimits;
    },
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path !== "/mcp") {
      answerError(res, { status: 404, code: -32000, message: `Not found: MCP is served at /mcp, not ${path}` });
      return;
    }
    const foreign = isLoopback(this.options.host) ? foreignName(req) : undefined;
    if (foreign !== undefined) {
      answerError(res, {
        status: 403,
        code: -32000,
        message: `Forbidden: ${foreign}; a server on a loopback address answers only requests addressed to a loopback name (DNS rebinding protection)`,
      });
      return;
    }
    const user = this.userOf(req);
    if (user === undefined) {
      answerError(res, {
        status: 401,
        code: -32000,
        message: "Unauthorized: send Authorization: Bearer <token> with a token the server was given",
        headers: { "www-authenticate": 'Bearer realm="mcp"' },
      });
      return;
    }
    if (req.method !== "POST") {
      answerError(res, {
        status: 405,
        code: -32000,
        message: `Method not allowed: this server is stateless and takes POST only, not ${String(req.method)}`,
        headers: { allow: "POST" },
      });
      return;
    }
    const admitted = await readAdmittedBody({ req, res, user, admission: this.route.admission, maxBody: this.options.maxBody });
    if (admitted === undefined) return;
    const { text: body, ticket } = admitted;
    const invalid = envelopeError(body);
    if (invalid !== undefined) {
      answerError(res, { status: 400, ...invalid });
      return;
    }
    const message: unknown = JSON.parse(body);
    if (!isRecord(message)) {
      answerError(res, { status: 400, code: -32600, message: "Invalid request" });
      return;
    }
    const bounds = { ticket, stallMs: this.route.limits.requestTimeoutMs, id: idOf(message) };
    if (!isLegacy(req, message)) {
      const authInfo = { token: "", clientId: user, scopes: [] };
      const request = webRequest(req, body);
      await sendResponse(res, await this.route.modern.fetch(request, { authInfo, parsedBody: message }), { bounds });
      return;
    }
    if (typeof message["method"] !== "string") {
      // An answer to one of our requests: left for the instance that asked, wherever it is.
      // Left under the answering user's name: a client can answer only the questions asked of its own user.
      // Kept only when it answers a question this server asked of this user and is still waiting on.
      const id = message["id"];
      if (Buffer.byteLength(body) > maxAnswerBytes) {
        answerError(res, {
          status: 413,
          code: -32000,
          message: `Payload too large: an answer is at most ${String(maxAnswerBytes)} bytes`,
        });
        return;
      }
      if (typeof id !== "string" || !(await this.route.mailbox.post(`${userKey(user)}.${id}`, body))) {
        answerError(res, {
          status: 404,
          code: -32000,
          message: "Not found: no open question of this server's to this user has that id (answered, timed out, or never asked)",
        });
        return;
      }
      accepted(res);
      return;
    }
    if (!Object.hasOwn(message, "id")) {
      accepted(res);
      return;
    }
    await this.serve({ req, res, body, message, user, bounds });
  }

  private userOf(req: IncomingMessage): string | undefined {
    const { tokens } = this.options;
    if (tokens === undefined) return localUser;
    const token = bearerToken(req.headers.authorization);
    return token === undefined ? undefined : tokens.userOf(token);
  }

  /** A request: a fresh server and transport answer it, then both are closed. */
  private async serve(input: {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly body: string;
    readonly message: Record<string, unknown>;
    readonly user: string;
    readonly bounds: AnswerBounds;
  }): Promise<void> {
    const initializing = input.message["method"] === "initialize";
    const header = input.req.headers["mcp-session-id"];
    const client = initializing
      ? declarationOf(input.message["params"])
      : declarationFromSessionId(typeof header === "string" ? header : undefined);
    const direct = initializing
      ? undefined
      : directAnswer({
          req: input.req,
          message: input.message,
          client,
          directCall: () => this.options.directCall?.({ user: input.user, client, era: "legacy" }),
        });
    if (direct !== undefined) {
      await sendDirectAnswer(input.res, direct, { bounds: input.bounds });
      return;
    }
    const server = await this.options.createServer({ user: input.user, client, era: "legacy" });
    // No sessionIdGenerator: stateless; the mcp-session-id we send is our own (client-declaration.ts).
    const web = new WebStandardStreamableHTTPServerTransport({});
    const transport = new RoutedTransport(web, {
      mailbox: this.route.mailbox,
      instanceId: this.route.instanceId,
      user: userKey(input.user),
      waitMs: this.options.answerWaitMs ?? 10 * 60_000,
    });
    server.server.onerror = (error) => {
      this.options.log(error.message);
    };
    try {
      await server.connect(transport);
      if (!initializing && client !== undefined) transport.introduce(client);
      const response = await web.handleRequest(webRequest(input.req, input.body), { parsedBody: input.message });
      await sendResponse(input.res, response, {
        extraHeaders: initializing && response.ok ? { "mcp-session-id": sessionIdOf(client ?? { protocolVersion: "" }) } : {},
        bounds: input.bounds,
      });
    } finally {
      await closeQuietly(server);
    }
  }
}

const userKeys = new Map<string, string>();

/** A user's name in mailbox keys: hex, whatever characters the user id has (kept: a server has few users). */
function userKey(user: string): string {
  let key = userKeys.get(user);
  if (key === undefined) {
    key = createHash("sha256").update(user, "utf8").digest("hex").slice(0, 16);
    if (userKeys.size >= 10_000) userKeys.clear();
    userKeys.set(user, key);
  }
  return key;
}

/** A request's JSON-RPC id, when it has a valid one. */
function idOf(message: Record<string, unknown>): string | number | null {
  const id = message["id"];
  return typeof id === "string" || typeof id === "number" ? id : null;
}

function accepted(res: ServerResponse): void {
  res.writeHead(202);
  res.end();
}
