// One HTTP request to the server, as a pipeline of stages, each in a file of its name:
//   guard → authenticate → admitBody → classifyEra → the handler of its path
// A stage that refuses the request answers it itself and stops the pipeline; what passes from one
// stage to the next is typed in request-stages.ts. The paths: 2026-07-28 through the SDK
// (modern-through-sdk.ts); in the 2025 era, an answer to one of the server's own requests or a
// notification (legacy-answer.ts), and a request, answered by the caller's direct calls
// (legacy-direct-advance.ts) or else by a fresh server (legacy-fresh-server.ts).
import { admitBody } from "./admit-body.js";
import { authenticate } from "./authenticate.js";
import { classifyEra } from "./classify-era.js";
import { guard } from "./guard.js";
import { accepted, postAnswer } from "./legacy-answer.js";
import { answerDirectly } from "./legacy-direct-advance.js";
import { serveWithFreshServer } from "./legacy-fresh-server.js";
import { serveThroughSdk } from "./modern-through-sdk.js";
import type { Exchange, Serving } from "./request-stages.js";

/** Serves one request, from its path to its answer; resolves once the answer is sent. */
export async function handleRequest(exchange: Exchange, serving: Serving): Promise<void> {
  if (!guard(exchange, serving.options.host)) return;
  const user = authenticate(exchange, serving.options.tokens);
  if (user === undefined) return;
  const admitted = await admitBody(exchange, user, serving);
  if (admitted === undefined) return;
  const request = classifyEra(exchange.req, admitted);
  switch (request.kind) {
    case "modern":
      return serveThroughSdk(exchange, request, serving.modern);
    case "legacy-answer":
      return postAnswer(exchange, request, serving.mailbox);
    case "legacy-notification":
      accepted(exchange.res);
      return;
    case "legacy-request":
      if (await answerDirectly(exchange, request, serving.options.directCall)) return;
      return serveWithFreshServer(exchange, request, serving);
  }
}
