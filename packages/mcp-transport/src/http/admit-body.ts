// The third stage of a request (handle-request.ts): its body, admitted only of a POST (else 405), read
// within the serving bounds (read-body.ts: 413, 429, 503), then checked before anything acts on it:
// its shape over the raw bytes, so a body built to be costly to decode and parse is refused before
// it is (message-bounds.ts), then its JSON-RPC envelope (stdio/envelope-error.ts), each refusal a 400.
import { checkEnvelope } from "../stdio/envelope-error.js";
import { answerError } from "./answer-error.js";
import { messageShapeError, parsedMetaError } from "./message-bounds.js";
import { readBody } from "./read-body.js";
import type { AdmittedRequest, Exchange, Serving } from "./request-stages.js";

/** The request of `user`, admitted; undefined when it was refused (and answered) or its sender went away. */
export async function admitBody(exchange: Exchange, user: string, serving: Serving): Promise<AdmittedRequest | undefined> {
  const { req, res } = exchange;
  if (req.method !== "POST") {
    answerError(res, {
      status: 405,
      code: -32000,
      message: `Method not allowed: this server is stateless and takes POST only, not ${String(req.method)}`,
      headers: { allow: "POST" },
    });
    return undefined;
  }
  const held = await readBody({ req, res, user, admission: serving.admission, maxBody: serving.options.maxBody });
  if (held === undefined) return undefined;
  const shape = messageShapeError(held.bytes);
  if (shape !== undefined) {
    answerError(res, { status: 400, code: -32600, message: `Invalid request: ${shape} (docs/serving.md)` });
    return undefined;
  }
  const body = held.bytes.toString("utf8");
  const checked = checkEnvelope(body);
  if ("error" in checked) {
    answerError(res, { status: 400, ...checked.error });
    return undefined;
  }
  const { message } = checked;
  const meta = parsedMetaError(message);
  if (meta !== undefined) {
    answerError(res, { status: 400, code: -32600, message: `Invalid request: ${meta} (docs/serving.md)`, id: idOf(message) });
    return undefined;
  }
  return { user, body, message, bounds: { ticket: held.ticket, stallMs: serving.limits.requestTimeoutMs, id: idOf(message) } };
}

/** A request's JSON-RPC id, when it has a valid one. */
function idOf(message: Readonly<Record<string, unknown>>): string | number | null {
  const id = message["id"];
  return typeof id === "string" || typeof id === "number" ? id : null;
}
