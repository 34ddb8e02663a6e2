// One row of the error table.
import type { RetryWire } from "./retry-wire.js";

/** Where a code is met, for the page that lists it (a section of docs/errors.md). */
export type ErrorArea = "run" | "request-state" | "build" | "read" | "agent" | "code-mode" | "install" | "studio";

/** One code of the table. */
export interface ErrorRow {
  readonly area: ErrorArea;
  /** The class that carries it (all on the shared brand, `SkillKitError.isInstance`); none for a refusal that is not thrown. */
  readonly class?: string;
  readonly meaning: string;
  /** What the caller can do about it. */
  readonly remedy: string;
  /** Where it reaches a user: the command, the MCP answer, the function. */
  readonly surfaces: string;
  /** The exit code of the command that reports it; absent where no command does (a library call, an MCP answer). */
  readonly exit?: 0 | 1 | 2;
  /** Present when the same call, sent again unchanged, may succeed once the cause passes. */
  readonly retry?: RetryWire;
}
