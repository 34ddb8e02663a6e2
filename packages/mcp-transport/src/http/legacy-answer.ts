// The paths of a 2025-era message that asks nothing (handle-request.ts): an answer to one of the
// server's own requests (an elicitation) is left in the mailbox for the instance that asked, wherever
// it is, under the answering user's name, so a client can answer only the questions asked of its own
// user; it is kept only when it answers a question this server asked of this user and still waits
// on. A notification is taken with nothing to do. Both are answered 202.
import type { ServerResponse } from "node:http";
import { answerError } from "./answer-error.js";
import { maxAnswerBytes, userKey, type Mailbox } from "./mailbox.js";
import type { AdmittedRequest, Exchange } from "./request-stages.js";

/** Leaves the answer `request` carries for the question it answers, or says why not (413, 404). */
export async function postAnswer(exchange: Exchange, request: AdmittedRequest, mailbox: Mailbox): Promise<void> {
  const { res } = exchange;
  const id = request.message["id"];
  if (Buffer.byteLength(request.body) > maxAnswerBytes) {
    answerError(res, {
      status: 413,
      code: -32000,
      message: `Payload too large: an answer is at most ${String(maxAnswerBytes)} bytes`,
    });
    return;
  }
  if (typeof id !== "string" || !(await mailbox.post(`${userKey(request.user)}.${id}`, request.body))) {
    answerError(res, {
      status: 404,
      code: -32000,
      message: "Not found: no open question of this server's to this user has that id (answered, timed out, or never asked)",
    });
    return;
  }
  accepted(res);
}

/** 202 Accepted, with no body. */
export function accepted(res: ServerResponse): void {
  res.writeHead(202);
  res.end();
}
