// `start` and `advance` for workflow and composite skills.
import type { McpServer, ServerContext } from "@modelcontextprotocol/server";
import type { SkillDefinition } from "@skill-kit/core";
import { directAdvance } from "./direct-advance.js";
import type { QuestionCall, QuestionChannel } from "./question-channels.js";
import { toolFailure } from "./run-result.js";
import type { DirectCall } from "./stdio/direct-call.js";
import type { DriverOutcome, SessionDriver } from "./session-driver.js";
import type { ToolAnswer } from "./tool-answer.js";
import { registeredSchemas as schemas } from "./tool-schemas.js";

export interface WorkflowTools {
  readonly definition: SkillDefinition;
  readonly driver: SessionDriver;
  /** How the tools ask the user the questions of choice and confirm steps. */
  readonly questions: QuestionChannel;
}

/** Registers `start` and `advance`; returns the calls of `advance` a stdio server may answer directly (2025-era clients). */
export function registerWorkflowTools(server: McpServer, tools: WorkflowTools): DirectCall | undefined {
  const { definition, driver, questions } = tools;
  const composite = Object.keys(definition.subskills ?? {}).length > 0;
  /** A later round of a call goes on with its question; a first one runs, then answers (asking first where it can). */
  const call = async (asking: QuestionCall, ctx: ServerContext, run: () => Promise<DriverOutcome>): Promise<ToolAnswer> => {
    const resumed = await questions.resume(asking, ctx);
    if (resumed !== undefined) return resumed;
    const outcome = await run();
    return outcome.ok ? questions.answer(asking, outcome.result, ctx) : toolFailure(outcome.message, outcome.error);
  };
  const startConfig = {
    title: `Start ${definition.name}`,
    description: `Start a new run of the "${definition.name}" workflow. Returns a session id and the first prompt (with the preamble).`,
    outputSchema: schemas.runResult,
    annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
  };
  if (composite)
    server.registerTool("start", { ...startConfig, inputSchema: schemas.compositeStartInput }, (args, ctx) =>
      call({ tool: "start" }, ctx, () => driver.start(args)),
    );
  else
    server.registerTool("start", { ...startConfig, inputSchema: schemas.startInput }, (args, ctx) =>
      call({ tool: "start" }, ctx, () => driver.start(args)),
    );
  server.registerTool(
    "advance",
    {
      title: `Advance ${definition.name}`,
      description: `Submit your output for the pending step of a "${definition.name}" session. Returns the next prompt, done, or an error to fix.`,
      inputSchema: schemas.advanceInput,
      outputSchema: schemas.runResult,
      annotations: { readOnlyHint: false, idempotentHint: true, openWorldHint: false },
    },
    (args, ctx) => call({ tool: "advance", session: args.session }, ctx, () => driver.advance(args)),
  );
  return questions.answerById === undefined ? undefined : directAdvance(driver, questions.answerById);
}
