// `advance` answered beside the SDK's dispatch over stdio: what the SDK's `tools/call` does for it,
// without its per-request machinery (a request context, an abort signal, zod over the request and
// the result). Only arguments of the common shape are taken; the SDK words every other.
import type { CallToolResult, RequestId, StandardSchemaV1 } from "@modelcontextprotocol/server";
import { acceptAdvanceInput } from "./common-case.js";
import { toolFailure } from "./run-result.js";
import type { AdvanceInput, SessionDriver } from "./session-driver.js";
import type { DirectCall } from "./stdio/direct-call.js";
import { registeredSchemas, type RunResult } from "./tool-schemas.js";

type Answer = (result: RunResult, id: RequestId) => Promise<CallToolResult>;

export function directAdvance(driver: Pick<SessionDriver, "advance">, answer: Answer): DirectCall {
  const advanced = async (input: AdvanceInput, id: RequestId): Promise<CallToolResult> => {
    try {
      const outcome = await driver.advance(input);
      if (!outcome.ok) return toolFailure(outcome.message, outcome.error);
      const result = await answer(outcome.result, id);
      return result.isError === true ? result : await checkedOutput(result);
    } catch (error) {
      // As the SDK answers a tool that throws.
      return toolFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (name, args, id) => {
    if (name !== "advance") return undefined;
    const input = acceptAdvanceInput(args);
    return input === undefined ? undefined : advanced(input, id);
  };
}

/**
 * `result` when its structured content is a run result, as the SDK checks a tool's output schema
 * (and words it; the answers here always have structured content).
 */
async function checkedOutput(result: CallToolResult): Promise<CallToolResult> {
  const checked = await registeredSchemas.runResult["~standard"].validate(result.structuredContent);
  if (checked.issues === undefined || checked.issues.length === 0) return result;
  const issues = checked.issues.map(issueText).join(", ");
  return toolFailure(`Output validation error: Invalid structured content for tool advance: ${issues}`);
}

/** An issue as the SDK words it: its path joined with dots, then its message. */
function issueText(issue: StandardSchemaV1.Issue): string {
  const path = (issue.path ?? []).map((part) => String(typeof part === "object" ? part.key : part));
  return path.length === 0 ? issue.message : `${path.join(".")}: ${issue.message}`;
}
