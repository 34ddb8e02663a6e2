// `start` and `advance` for workflow and composite skills.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { SkillDefinition } from "@skill-kit/core";
import { elicitAnswers, type Elicitor } from "./elicit-answers.js";
import { jsonToolResult, toolFailure } from "./run-result.js";
import type { DriverOutcome, SessionDriver, StartInput } from "./session-driver.js";
import { advanceInput, compositeStartInput, runResultSchema, startInput } from "./tool-schemas.js";

export interface WorkflowTools {
  readonly definition: SkillDefinition;
  readonly driver: SessionDriver;
  /** The elicitation channel of the call with this request id. */
  readonly elicitor: (requestId: string | number) => Elicitor;
}

export function registerWorkflowTools(server: McpServer, tools: WorkflowTools): void {
  const { definition, driver } = tools;
  const composite = Object.keys(definition.subskills ?? {}).length > 0;
  /** A result goes out as JSON after any elicitation; a failure as `isError` text. */
  const answer = async (outcome: DriverOutcome, requestId: string | number): Promise<CallToolResult> =>
    outcome.ok
      ? jsonToolResult(await elicitAnswers({ result: outcome.result, driver, elicitor: tools.elicitor(requestId) }))
      : toolFailure(outcome.message);
  const start = async (args: StartInput, requestId: string | number): Promise<CallToolResult> =>
    answer(await driver.start(args), requestId);
  const startConfig = {
    title: `Start ${definition.name}`,
    description: `Start a new run of the "${definition.name}" workflow. Returns a session id and the first prompt (with the preamble).`,
    outputSchema: runResultSchema,
    annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
  };
  if (composite)
    server.registerTool("start", { ...startConfig, inputSchema: compositeStartInput }, (args, extra) =>
      start(args, extra.requestId),
    );
  else server.registerTool("start", { ...startConfig, inputSchema: startInput }, (args, extra) => start(args, extra.requestId));
  server.registerTool(
    "advance",
    {
      title: `Advance ${definition.name}`,
      description: `Submit your output for the pending step of a "${definition.name}" session. Returns the next prompt, done, or an error to fix.`,
      inputSchema: advanceInput,
      outputSchema: runResultSchema,
      annotations: { readOnlyHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => answer(await driver.advance(args), extra.requestId),
  );
}
