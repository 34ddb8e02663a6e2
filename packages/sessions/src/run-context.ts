// A run of the skill for one call, in either CLI mode and from either caller (argv or the
// sessions API): the composite run, the host handshake, and a refused history as a result.
import {
  CompositeRun,
  createHandshake,
  HistoryError,
  type EngineResult,
  type Handshake,
  type ReferenceLoader,
  type SkillDefinition,
} from "@skill-kit/core";

export interface RunContext {
  readonly definition: SkillDefinition;
  readonly refs: ReferenceLoader;
  /** Set for direct sub-skill access: `<subskill> start|advance`. */
  readonly subskill?: string | undefined;
  /** Response JSON Schemas computed by the build. */
  readonly schemas?: Readonly<Record<string, unknown>> | undefined;
}

export interface RunSetup {
  readonly params: unknown;
  readonly host: Handshake;
  /** Where the run's log lines go, one line at a time, without its newline. */
  readonly log: (line: string) => void;
}

/** `--host`, `--tools` and `--subagent`, as flags give them or a run's header keeps them. */
export interface HostChoice {
  readonly host: string;
  readonly tools?: readonly string[];
  readonly isSubagent?: boolean;
}

export function handshakeOf(choice: HostChoice): Handshake {
  return createHandshake({
    host: choice.host,
    ...(choice.tools ? { tools: choice.tools } : {}),
    isSubagent: choice.isSubagent === true,
  });
}

/** A run of the skill (composite or not: a plain skill is a composite without sub-skills). */
export function createRun(context: RunContext, setup: RunSetup): CompositeRun {
  const options = {
    params: setup.params,
    host: setup.host,
    refs: context.refs,
    log: setup.log,
    ...(context.schemas === undefined ? {} : { schemas: context.schemas }),
  };
  return context.subskill === undefined
    ? CompositeRun.dispatch(context.definition, options)
    : CompositeRun.direct(context.definition, context.subskill, options);
}

/** Replays, turning a refused history into the wire's `kind: "error"`, `retry: false`. */
export function replayOrRefuse(run: CompositeRun, history: readonly unknown[]): EngineResult | undefined {
  try {
    run.replay(history);
    return undefined;
  } catch (error) {
    if (!(error instanceof HistoryError)) throw error;
    const step = typeof error.data?.["step"] === "string" ? error.data["step"] : "";
    return { kind: "error", error: "validation", step, message: error.message, retry: false };
  }
}
