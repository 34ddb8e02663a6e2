// The step a run waits on, as the drive form shows it: the prompt exactly as the agent reads it for
// a host, its response schema, and the question and views the prompt holds.
import {
  buildPreamble,
  CompositeRun,
  createHandshake,
  type DoneResult,
  type PromptResult,
  type StepResult,
} from "@skill-kit/core";
import { fileReferences, type Run } from "@skill-kit/sessions";
import { isShownResult } from "../runs/run-history.js";
import { questionsOf, viewsOf, type StepQuestion, type StepViewPart } from "./prompt-parts.js";
import type { Workflow } from "./workflows.js";

export interface StepView {
  readonly run: string;
  /** The studio's id of the skill. */
  readonly skill: string;
  /** The identity that started the run, or null: the studio answers only a run with none (an owner's is shown). */
  readonly owner: string | null;
  /** The step waiting for an answer (qualified in a sub-skill: `sub/step`); for a finished run, "". */
  readonly step: string;
  readonly done: boolean;
  /** The host the prompt is rendered for. */
  readonly host: string;
  /** Exactly the prompt the agent reads on that host ("" once done). */
  readonly prompt: string;
  /** The preamble the agent reads before the first step's prompt (the run's first result only). */
  readonly preamble?: string;
  readonly schema: unknown;
  readonly questions: readonly StepQuestion[];
  readonly views: readonly StepViewPart[];
  /** A finished run's final output. */
  readonly finalOutput?: unknown;
}

type Current = { readonly result: PromptResult | DoneResult; readonly first: boolean };

/** The result the run waits on: its last result that is not a refusal, and whether it is the start's. */
export function currentResult(run: Run): Current | undefined {
  let first = true;
  let current: Current | undefined;
  run.records.forEach((record, index) => {
    if (record.type !== "result" || !isShownResult(run.records, index)) return;
    if (record.result.kind !== "error") current = { result: record.result, first };
    first = false;
  });
  return current;
}

/** The step view of `run` for `host` (the run's own host when undefined). */
export function stepViewOf(workflow: Workflow, run: Run, host: string | undefined): StepView {
  const current = currentResult(run);
  const base = { run: run.header.sessionId, skill: workflow.skill.id, owner: run.header.owner ?? null };
  const shownHost = host ?? run.header.host;
  if (current === undefined || current.result.kind === "done") {
    const finalOutput = current?.result.kind === "done" ? { finalOutput: current.result.finalOutput } : {};
    return { ...base, step: "", done: true, host: shownHost, prompt: "", schema: null, questions: [], views: [], ...finalOutput };
  }
  const pending = current.result;
  const result =
    shownHost === run.header.host ? pending : (renderedFor(workflow, run, { host: shownHost, first: current.first }) ?? pending);
  const preamble = current.first ? result.preamble : undefined;
  const { prompt, schema } = result;
  return {
    ...base,
    step: result.step,
    done: false,
    host: shownHost,
    prompt,
    ...(preamble === undefined ? {} : { preamble }),
    schema,
    questions: questionsOf(prompt, schema),
    views: viewsOf(prompt),
  };
}

/**
 * The pending prompt as an agent on `host` would read it: the run rebuilt from its history as an
 * advance rebuilds it (no actions run), with that host's handshake. Undefined when the history no
 * longer replays (the stored prompt is shown then).
 */
function renderedFor(workflow: Workflow, run: Run, at: { host: string; first: boolean }): PromptResult | undefined {
  const handshake = createHandshake({ host: at.host });
  const options = { params: run.header.params, host: handshake, refs: fileReferences(workflow.skillDir), log: () => undefined };
  const { subskill } = run.header;
  try {
    const rebuilt =
      subskill === undefined
        ? CompositeRun.dispatch(workflow.definition, options)
        : CompositeRun.direct(workflow.definition, subskill, options);
    rebuilt.replay(historyOf(run));
    const pending = rebuilt.active.pendingPrompt();
    if (pending === undefined) return undefined;
    const { system } = rebuilt.active.definition;
    const preamble = at.first ? { preamble: buildPreamble({ handshake, ...(system === undefined ? {} : { system }) }) } : {};
    return { ...pending, ...preamble };
  } catch {
    return undefined;
  }
}

/** What a run replays: per result, `completed` then each `autoAdvanced` entry (as the sessions API reads it). */
function historyOf(run: Run): StepResult[] {
  return run.records.flatMap((record) => {
    if (record.type !== "result" || record.result.kind === "error") return [];
    const { completed, autoAdvanced = [] } = record.result;
    return completed === undefined ? [...autoAdvanced] : [completed, ...autoAdvanced];
  });
}
