// One HTTP request to `/mcp`: the path, the Host, the token, admission and the body, then the era:
// a 2026-07-28 request goes to the SDK's stateless handler, a 2025-era one to a fresh server and
// SDK transport of its own (or, for a plain `advance` of a client that takes no questions, straight
// to the caller's direct calls), and an answer to one of our questions into the mailbox.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { WebStandardStreamableHTTPServerTransport, type McpHttpHandler } from "@modelcontextprotocol/server";
import { envelopeError } from "../stdio/envelope-error.js";
import type { Admission } from "./admission.js";
import { readAdmittedBody } from "./admitted-body.js";
import type { AnswerBounds } from "./answer-writer.js";
import { bearerToken } from "./bearer-tokens.js";
import { markAuthenticated } from "./bounded-server.js";
import { declarationFromSessionId, declarationOf, isRecord, sessionIdOf } from "./client-declaration.js";
import { directAnswer, isLegacy, sendDirectAnswer } from "./direct-answer.js";
import { answerError, sendResponse, webRequest } from "./http-exchange.js";
import { isLoopback, localUser } from "./http-settings.js";
import { maxAnswerBytes, type Mailbox } from "./mailbox.js";
import { messageShapeError, parsedMetaError } from "./message-bounds.js";
import { closeQuietly } from "./quiet-close.js";
import { foreignName } from "./request-guards.js";
import { RoutedTransport } from "./routed-transport.js";
import type { HttpServeOptions } from "./serve-over-http.js";
import type { ServingLimits } from "./serving-limits.js";

/** One HTTP request to `/mcp`, from the path and the token to the SDK's answer. */
export class Exchange {
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
    markAuthenticated(req.socket);
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
    const { bytes, ticket } = admitted;
    // Its shape first, over the raw bytes: a body built to be costly to decode and parse is refused before it is.
    const shape = messageShapeError(bytes);
    if (shape !== undefined) {
      answerError(res, { status: 400, code: -32600, message: `Invalid request: ${shape} (docs/serving.md)` });
      return;
    }
    const body = bytes.toString("utf8");
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
    const meta = parsedMetaError(message);
    if (meta !== undefined) {
      answerError(res, { status: 400, code: -32600, message: `Invalid request: ${meta} (docs/serving.md)`, id: idOf(message) });
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

  /** A request: the caller's direct calls answer it, or a fresh server and transport do, then both are closed. */
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
