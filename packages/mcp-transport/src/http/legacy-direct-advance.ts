// A path of a request (handle-request.ts), 2025 era: a `tools/call` (an `advance`) answered beside
// the SDK, with no per-request server, SDK transport or fetch objects, for a call whose answer cannot
// ask the client anything (it declared no form elicitation). Taken only where the SDK's transport
// would take the request as it is (its Accept, Content-Type and protocol version headers) and the
// caller's direct calls take the call; the answer is the event stream the SDK writes. Any other
// 2025-era request goes to a fresh server (legacy-fresh-server.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { isJsonContentType, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/server";
import { plainCall, type DirectCall } from "../stdio/direct-call.js";
import { AnswerWriter, type AnswerBounds } from "./answer-writer.js";
import { offersForms, type ClientDeclaration } from "./client-declaration.js";
import type { Exchange, LegacyRequest } from "./request-stages.js";
import type { HttpServeOptions } from "./serve-over-http.js";
import { headerOf } from "./web-exchange.js";

/** The head of the SDK's event-stream answer to a POST (as its fetch `Response` lists them). */
const eventStreamHeaders: Readonly<Record<string, string>> = {
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  "content-type": "text/event-stream",
  "x-accel-buffering": "no",
};

/**
 * Answers `request` through the caller's direct calls (`directCall`) when it qualifies and they take
 * it; false, with nothing sent, when it is left to a fresh server.
 */
export async function answerDirectly(
  exchange: Exchange,
  request: LegacyRequest,
  directCall: HttpServeOptions["directCall"],
): Promise<boolean> {
  const { user, client } = request;
  if (request.initializing) return false;
  const answer = directAnswer({
    req: exchange.req,
    message: request.message,
    client,
    directCall: () => directCall?.({ user, client, era: "legacy" }),
  });
  if (answer === undefined) return false;
  await sendDirectAnswer(exchange.res, answer, { bounds: request.bounds });
  return true;
}

/** How often the SDK's transport writes a comment on an event stream while its call runs (its default). */
const keepAliveMs = 15_000;
const keepAlive = Buffer.from(": keepalive\n\n");

/**
 * The event-stream body answering `message` (a request of a 2025-era client with declaration
 * `client`) through the `DirectCall` that `directCall` gives (asked only once the request
 * qualifies), or undefined to leave it to the SDK.
 */
export function directAnswer(input: {
  readonly req: IncomingMessage;
  readonly message: Readonly<Record<string, unknown>>;
  readonly client: ClientDeclaration | undefined;
  readonly directCall: () => DirectCall | undefined;
}): Promise<string> | undefined {
  const { req, message, client } = input;
  const id = message["id"];
  if (client === undefined || message["method"] !== "tools/call") return undefined;
  if (typeof id !== "string" && typeof id !== "number") return undefined;
  if (offersForms({ elicitation: client.elicitation }) || !takenAsItIs(req, client)) return undefined;
  const call = plainCall(message["params"]);
  const answer = call === undefined ? undefined : input.directCall()?.(call.name, call.args, id);
  return answer?.then((result) => `event: message\ndata: ${JSON.stringify({ result, jsonrpc: "2.0", id })}\n\n`);
}

/**
 * Writes a direct answer as the SDK's transport writes its event stream: a keep-alive comment every
 * `everyMs` (15 s) while the answer is made (the first sends the head), then the answer, all within
 * `bounds`.
 */
export async function sendDirectAnswer(
  res: ServerResponse,
  answer: Promise<string>,
  options: { readonly bounds: AnswerBounds; readonly everyMs?: number },
): Promise<void> {
  const out = new AnswerWriter(res, { status: 200, headers: eventStreamHeaders }, options.bounds);
  const timer = setInterval(() => {
    out.write(keepAlive);
  }, options.everyMs ?? keepAliveMs).unref();
  let body: string;
  try {
    body = await answer;
  } finally {
    clearInterval(timer);
  }
  out.end(Buffer.from(body));
}

/** True when the SDK's transport takes the request's headers as they are (else it answers 406, 415 or 400). */
function takenAsItIs(req: IncomingMessage, client: ClientDeclaration): boolean {
  const accept = headerOf(req, "accept") ?? "";
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return false;
  if (!isJsonContentType(headerOf(req, "content-type"))) return false;
  const version = headerOf(req, "mcp-protocol-version");
  return version === undefined || (version === client.protocolVersion && SUPPORTED_PROTOCOL_VERSIONS.includes(version));
}
