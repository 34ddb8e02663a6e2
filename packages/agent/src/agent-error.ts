// Errors the host throws, each with a stable code of the error table, on the shared skill-kit brand
// (`SkillKitError`).
// Reading a skill's files throws the loader's `ResourceError` codes instead.
import { SkillKitError } from "@skill-kit/primitives";
import type { ErrorCode } from "@skill-kit/primitives/error-table";

const agentCodes = [
  "UNKNOWN_SKILL",
  "NOT_INVOCABLE",
  "INELIGIBLE",
  "NOT_A_WORKFLOW",
  "SOURCE_FAILED",
] as const satisfies readonly ErrorCode[];

/** Every code an agent error can carry. */
export type AgentErrorCode = (typeof agentCodes)[number];

/** What an agent error is built from. */
export interface AgentErrorOptions {
  readonly code: AgentErrorCode;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/** A `SkillKitError` with an agent code; `isInstance` recognises it across copies of the package. */
export class AgentError extends SkillKitError {
  declare readonly code: AgentErrorCode;

  // Not useless: it narrows what an agent error is built from to the agent's codes.
  // eslint-disable-next-line @typescript-eslint/no-useless-constructor
  constructor(options: AgentErrorOptions) {
    super(options);
  }

  static override isInstance(value: unknown): value is AgentError {
    const codes: readonly string[] = agentCodes;
    return SkillKitError.isInstance(value) && codes.includes(value.code);
  }
}
