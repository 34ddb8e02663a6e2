// How a workflow tool asks the user a question: elicitation requests within the call (clients of
// 2025-11-25 and older) or input-required results across calls (2026-07-28 clients).
import {
  type CallToolResult,
  ProtocolError,
  ProtocolErrorCode,
  type McpServer,
  type RequestId,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { offersForms } from "./http/client-declaration.js";
import { elicitAnswers, type Advancer } from "./elicit-answers.js";
import {
  askOrFinish,
  firstQuestion,
  questionStateSchema,
  resumeQuestion,
  type Questioner,
  type ResumedCall,
} from "./input-required-answers.js";
import type { ElicitationForm } from "./elicitation-form.js";
import type { QuestionRuns } from "./question-runs.js";
import type { QuestionCodec } from "./request-state.js";
import { jsonToolResult } from "./run-result.js";
import type { ToolAnswer } from "./tool-answer.js";
import type { RunResult } from "./tool-schemas.js";

/** The call a question belongs to: its tool, and what its arguments name. */
export interface QuestionCall extends ResumedCall {
  readonly tool: string;
}

export interface QuestionChannel {
  /** A later round of a call that asked a question; undefined for a call that starts afresh. */
  readonly resume: (call: QuestionCall, ctx: ServerContext) => Promise<ToolAnswer | undefined>;
  /** The answer to a call whose start or advance returned `result`, asking the user first where it can. */
  readonly answer: (call: QuestionCall, result: RunResult, ctx: ServerContext) => Promise<ToolAnswer>;
  /** 2025-era clients: `answer` for a call known by its request id alone (a stdio direct call). */
  readonly answerById?: (result: RunResult, id: RequestId) => Promise<CallToolResult>;
}

/** How long a user may take to answer a question. */
export const elicitationTimeoutMs = 10 * 60_000;

/** The capabilities a 2026-07-28 request declares in its `_meta`. */
function declaredCapabilities(ctx: ServerContext): unknown {
  const envelope: Readonly<Record<string, unknown>> = ctx.mcpReq.envelope ?? {};
  return envelope["io.modelcontextprotocol/clientCapabilities"];
}

/** Legacy clients: questions go out as `elicitation/create` requests tied to the call. */
export function elicitationChannel(server: McpServer, driver: Advancer): QuestionChannel {
  const answerById = async (result: RunResult, id: RequestId): Promise<CallToolResult> => {
    const elicitor = {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the legacy era's capabilities are those of initialize
      available: () => offersForms(server.server.getClientCapabilities()),
      // On a stateless HTTP leg the request must name the call it belongs to, or it is never sent.
      ask: (form: ElicitationForm) =>
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- legacy clients are asked this way; 2026-07-28 ones never reach it
        server.server.elicitInput(
          { mode: "form", message: form.message, requestedSchema: form.requestedSchema },
          { relatedRequestId: id, timeout: elicitationTimeoutMs },
        ),
    };
    return jsonToolResult(await elicitAnswers({ result, driver, elicitor }));
  };
  return {
    resume: () => Promise.resolve(undefined),
    answer: (_tool, result, ctx) => answerById(result, ctx.mcpReq.id),
    answerById,
  };
}

/**
 * 2026-07-28 clients: a question is an input-required result; its state (a reference to the run
 * under a MAC) comes back signed, and the rest is read from `runs`.
 */
export function inputRequiredChannel(input: {
  readonly codec: QuestionCodec;
  readonly driver: Advancer;
  readonly runs: QuestionRuns;
}): QuestionChannel {
  const { codec, driver, runs } = input;
  const questioner = (ctx: ServerContext): Questioner => ({
    available: () => offersForms(declaredCapabilities(ctx)),
    mint: (state) => Promise.resolve(codec.mint(state)),
    runs,
  });
  return {
    resume: async (call, ctx) => {
      const verified = ctx.mcpReq.requestState();
      if (verified === undefined) return undefined;
      const state = questionStateSchema.safeParse(verified);
      if (!state.success) throw new ProtocolError(ProtocolErrorCode.InvalidParams, "this requestState is not one of ours");
      if (state.data.t !== call.tool)
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `this requestState was issued by ${state.data.t}, not ${call.tool}: send it back with the call that asked`,
        );
      return resumeQuestion({
        state: state.data,
        call,
        responses: ctx.mcpReq.inputResponses,
        driver,
        questioner: questioner(ctx),
      });
    },
    answer: (call, result, ctx) => askOrFinish(firstQuestion({ tool: call.tool, skill: call.skill, result }), questioner(ctx)),
  };
}
