// Runs one workflow skill: validate → action → save → append → transition → auto-advance.
import { buildPreamble, createHandshake, type Handshake } from "@skill-kit/primitives";
import type { ReferenceLoader, SkillDefinition } from "../definition.js";
import { deepFreeze } from "../deep-merge.js";
import { TransitionError } from "../errors.js";
import type { EngineResult, PromptResult, StepResult, ValidationErrorResult } from "../results.js";
import type { StepRecord, StoreAccessor } from "../store-accessor.js";
import { EngineState } from "./engine-state.js";
import { ObserverHub } from "./observers.js";
import { promptResultOf, type PromptExtra } from "./prompt-result.js";
import { replayHistory } from "./replay.js";
import { finishRun, redirectRun, type RunEndContext } from "./run-end.js";
import { refusalOf, type RefusalContext } from "./refusal.js";
import { runAction } from "./run-action.js";
import { applySave } from "./save.js";
import { validateParams } from "./params.js";
import { validate } from "./schema.js";
import { missingReferences } from "./step-prompt.js";
import { resolveTransition } from "./transition.js";

export interface EngineOptions {
  readonly params?: unknown;
  readonly host?: Handshake;
  readonly refs?: ReferenceLoader;
  /** Prefix for step names on the wire, e.g. `"doctor/"` inside a composite. */
  readonly stepPrefix?: string;
  /** Where warnings and observer failures go; defaults to `console.error`. */
  readonly log?: (line: string) => void;
  readonly signal?: AbortSignal;
  /** Time limit of actions that have none of their own and whose skill sets no `actionTimeoutMs`. */
  readonly actionTimeoutMs?: number;
  /**
   * Response JSON Schemas computed ahead of time (by the build), keyed by qualified step name;
   * steps not listed are converted on demand.
   */
  readonly schemas?: Readonly<Record<string, unknown>>;
}

/** Prompt-less steps run back to back at most this many times in one call. */
export const autoAdvanceLimit = 20;

export class WorkflowEngine {
  readonly params: unknown;
  readonly host: Handshake;
  private readonly state: EngineState;
  private readonly observers: ObserverHub;
  private readonly refs: ReferenceLoader;
  /** Prefix of step names on the wire (`"sub/"` inside a composite, else ""). */
  readonly prefix: string;
  private readonly log: (line: string) => void;
  private replaying = false;
  private readonly startedAt = Date.now();

  constructor(
    readonly definition: SkillDefinition,
    private readonly options: EngineOptions = {},
  ) {
    this.params = validateParams(definition, options.params);
    this.host = options.host ?? createHandshake();
    this.refs = options.refs ?? missingReferences;
    this.prefix = options.stepPrefix ?? "";
    this.log =
      options.log ??
      ((line) => {
        console.error(line);
      });
    this.observers = new ObserverHub(definition.observers, this.log);
    this.state = new EngineState(definition.entry, Object.keys(definition.stores));
  }

  /** The step waiting for output, qualified; undefined once done or redirected. */
  get pendingStep(): string | undefined {
    return this.state.status === "active" ? this.qualify(this.state.current) : undefined;
  }

  get status(): "active" | "done" | "redirected" {
    return this.state.status;
  }

  /** The `subskill:`/`topic:` target the run moved to, if it did. */
  get redirectedTo(): string | undefined {
    return this.state.redirect;
  }

  get store(): StoreAccessor {
    return this.state.accessor();
  }

  get records(): readonly StepRecord[] {
    return this.state.records;
  }

  /** Steps shown so far, prompt-less ones included, in order. */
  get path(): readonly string[] {
    return this.state.path;
  }

  /** Rebuilds state from a history: no actions, no observers, no repeated save warnings. Throws `HistoryError`. */
  replay(history: readonly unknown[]): void {
    this.replaying = true;
    try {
      replayHistory(history, {
        definition: this.definition,
        state: this.state,
        local: (step) => this.local(step),
        record: (step, response, actionResult) => {
          this.record(step, response, actionResult);
        },
        transition: (from) => this.transition(from),
      });
    } finally {
      this.replaying = false;
    }
  }

  /** The first result of a run: the entry prompt with the preamble (prompt-less entries auto-advanced). */
  async start(): Promise<EngineResult> {
    if (this.state.records.length > 0 || this.state.path.length > 0) {
      throw new TransitionError({ message: "start() runs once, on an engine with no history", data: {} });
    }
    const entry = this.definition.entry;
    this.enter(entry);
    const preamble = buildPreamble({
      handshake: this.host,
      ...(this.definition.system === undefined ? {} : { system: this.definition.system }),
    });
    const result = this.hasPrompt(entry)
      ? this.promptFor(entry, { preamble })
      : await this.atomically(async () => {
          const record = await this.execute(entry, deepFreeze({}));
          return this.continueFrom(entry, { autoAdvanced: [this.toStepResult(record)], preamble });
        });
    await this.observers.flush();
    return result;
  }

  /** Submits the agent's output for the pending step. */
  async advance(step: string, output: unknown): Promise<EngineResult> {
    const name = this.local(step);
    const refusal = refusalOf(this.refusalContext(), name, step);
    if (refusal !== undefined) return refusal;
    const schema = this.definition.steps[name]?.config.response;
    const checked = schema === undefined ? { ok: true as const, value: deepFreeze({}) } : validate(schema, output);
    if (!checked.ok) {
      const attempt = this.state.completions(name) + 1;
      this.observers.emit("onStepValidationFailed", { step: this.qualify(name), raw: output, error: checked.message, attempt });
      await this.observers.flush();
      return this.error(name, checked.message, true);
    }
    const result = await this.atomically(async () => {
      const record = await this.execute(name, checked.value);
      return this.continueFrom(name, { completed: this.toStepResult(record), autoAdvanced: [] });
    });
    await this.observers.flush();
    return result;
  }

  /** The prompt of the pending step, as it would be shown now. */
  pendingPrompt(): PromptResult | undefined {
    return this.state.status === "active" ? this.promptFor(this.state.current, {}) : undefined;
  }

  private async atomically<T>(work: () => Promise<T>): Promise<T> {
    const snapshot = this.state.snapshot();
    try {
      return await work();
    } catch (error) {
      this.state.restore(snapshot);
      await this.observers.flush();
      throw error;
    }
  }

  /** Runs the action live, then saves and appends. */
  private async execute(step: string, response: unknown): Promise<StepRecord> {
    const began = Date.now();
    const config = this.stepConfig(step);
    const actionResult = await runAction(config, {
      step: this.qualify(step),
      context: { response, store: this.state.accessor(), params: this.params },
      signal: this.options.signal,
      timeoutMs: this.definition.actionTimeoutMs ?? this.options.actionTimeoutMs,
    });
    const record = this.record(step, response, actionResult);
    this.observers.emit("onStepComplete", { step: this.qualify(step), response, durationMs: Date.now() - began });
    return record;
  }

  private record(step: string, response: unknown, actionResult: unknown): StepRecord {
    const config = this.stepConfig(step);
    const saved = applySave(config, {
      step: this.qualify(step),
      fields: { response, actionResult, params: this.params },
      withStore: (fields) => this.state.withStore(fields),
      stores: this.definition.stores,
      log: this.replaying ? () => undefined : this.log,
    });
    const record: StepRecord =
      config.action === undefined
        ? { step, response, result: saved.result }
        : { step, response, actionResult: actionResult ?? null, result: saved.result };
    this.state.append(record, saved.writes);
    return record;
  }

  private transition(from: string): ReturnType<typeof resolveTransition> {
    const record = this.state.records.at(-1);
    return resolveTransition({
      definition: this.definition,
      from,
      context: () =>
        this.state.withStore({
          response: record?.response,
          attempts: this.state.completions(from),
          actionResult: record?.actionResult,
          params: this.params,
        }),
      completions: (step) => this.state.completions(step),
    });
  }

  private async continueFrom(
    from: string,
    found: { completed?: StepResult; autoAdvanced: StepResult[]; preamble?: string },
  ): Promise<EngineResult> {
    let current = from;
    for (;;) {
      const next = this.transition(current);
      if (next.kind === "terminal") return finishRun(this.endContext(), current, found);
      if (next.kind === "redirect") return redirectRun(this.endContext(), { from: current, target: next.target }, found);
      this.observers.emit("onTransition", { from: this.qualify(current), to: this.qualify(next.to), reason: "next" });
      this.enter(next.to);
      if (this.hasPrompt(next.to)) return this.promptFor(next.to, found);
      if (found.autoAdvanced.length >= autoAdvanceLimit) {
        throw new TransitionError({
          message: `Auto-advance depth exceeded: more than ${autoAdvanceLimit} prompt-less steps in a row (at "${this.qualify(next.to)}")`,
          data: { step: next.to },
        });
      }
      found.autoAdvanced.push(this.toStepResult(await this.execute(next.to, deepFreeze({}))));
      current = next.to;
    }
  }

  private endContext(): RunEndContext {
    return { ...this.refusalContext(), observers: this.observers, startedAt: this.startedAt };
  }

  private enter(step: string): void {
    this.state.current = step;
    this.state.path.push(step);
    this.observers.emit("onStepStart", { step: this.qualify(step), params: this.params });
  }

  private promptFor(step: string, extra: PromptExtra): PromptResult {
    const { params, refs, host } = this;
    return promptResultOf({ ...this.refusalContext(), params, refs, host, schemas: this.options.schemas }, step, extra);
  }

  private toStepResult(record: StepRecord): StepResult {
    const { step, response, result } = record;
    return "actionResult" in record
      ? { step: this.qualify(step), response, actionResult: record.actionResult, result }
      : { step: this.qualify(step), response, result };
  }

  private error(step: string, message: string, retry: boolean): ValidationErrorResult {
    return { kind: "error", error: "validation", step: this.qualify(step), message, retry };
  }

  private refusalContext(): RefusalContext {
    return { definition: this.definition, state: this.state, qualify: (step) => this.qualify(step) };
  }

  private hasPrompt(step: string): boolean {
    return this.stepConfig(step).prompt !== undefined;
  }

  private stepConfig(step: string): NonNullable<SkillDefinition["steps"][string]>["config"] {
    const definition = this.definition.steps[step];
    if (definition === undefined) throw new TransitionError({ message: `Unknown step "${step}"`, data: { step } });
    return definition.config;
  }

  private qualify(step: string): string {
    return `${this.prefix}${step}`;
  }

  private local(step: string): string {
    return this.prefix !== "" && step.startsWith(this.prefix) ? step.slice(this.prefix.length) : step;
  }
}
