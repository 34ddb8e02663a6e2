// A workflow driver over a skill's source definition: the sessions package's `startSession` and
// `advanceSession` on a run store, so runs are the very runs `scripts/run` and MCP servers keep.
import type { ReferenceLoader, SkillDefinition, SkillKitError } from "@skill-kit/core";
import { advanceSession, SessionCache, startSession, type RunStore, type SessionOutcome } from "@skill-kit/sessions";
import type { WorkflowDriver, WorkflowResult } from "../types.js";
import { failedResult, workflowResultOf } from "./workflow-result.js";

export interface SourceWorkflowOptions {
  /** Where runs live: any `RunStore` (`@skill-kit/run-stores` for PostgreSQL and Redis); the session files of `sessionDir` by default. */
  readonly store?: RunStore;
  /** The session folder of the default file store (`--session-dir`); `<tmpdir>/skill-kit-sessions` by default. */
  readonly sessionDir?: string;
  /** The identity the runs belong to (`--owner`): a run started with one is found only with the same. */
  readonly owner?: string;
  /** The skill folder its steps read `references/` from; `$SKILL_DIR` by default. */
  readonly skillDir?: string;
  /** How steps load references, instead of files under `skillDir`. */
  readonly refs?: ReferenceLoader;
  /** Where the run's log lines go (observer failures, save warnings); stderr by default. */
  readonly log?: (line: string) => void;
}

/** A failure's result, with the run left as it was. */
function failure(session: string, error: SkillKitError): WorkflowResult {
  return failedResult({ session, message: error.message, code: error.code });
}

function resultOf(session: string, value: unknown): WorkflowResult {
  return workflowResultOf(session, value) ?? failedResult({ session, message: "the run gave no result" });
}

/** Starts and advances runs of `definition` with the same validation as the CLI and MCP (a wrong output: error, retry true). */
export function sourceWorkflow(definition: SkillDefinition, options: SourceWorkflowOptions = {}): WorkflowDriver {
  const sessionOptions = {
    store: options.store,
    sessionDir: options.sessionDir,
    owner: options.owner,
    skillDir: options.skillDir,
    refs: options.refs,
    log: options.log,
    // Runs this driver wrote last are advanced without a reread or replay; another writer's change is noticed.
    sessionCache: new SessionCache(),
  };
  return {
    async start(params) {
      const started = await startSession(definition, { ...sessionOptions, params, outputMode: "flag" });
      return started.ok ? resultOf(started.value.sessionId, started.value.result) : failure("", started.error);
    },
    async advance(session, step, output) {
      const answer: SessionOutcome<{ readonly result: unknown }> = await advanceSession(definition, session, {
        ...sessionOptions,
        step,
        output,
      });
      return answer.ok ? resultOf(session, answer.value.result) : failure(session, answer.error);
    },
  };
}
