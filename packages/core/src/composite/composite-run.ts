// Runs a composite skill: a dispatcher whose steps route to sub-skills (`subskill:x`) or topics
// (`topic:x`). Sub-skill steps are qualified on the wire as `x/step`.
import type { SkillDefinition } from "../definition.js";
import { TransitionError } from "../errors.js";
import { WorkflowEngine, type EngineOptions } from "../engine/workflow-engine.js";
import type { DoneResult, EngineResult, RedirectResult } from "../results.js";
import { missingReferences } from "../engine/step-prompt.js";

export type Redirection = { readonly kind: "subskill" | "topic"; readonly name: string };

export class CompositeRun {
  private dispatcher: WorkflowEngine | undefined;
  private sub: { readonly name: string; readonly engine: WorkflowEngine } | undefined;
  private routed: Redirection | undefined;

  private constructor(
    readonly definition: SkillDefinition,
    private readonly options: EngineOptions,
  ) {}

  /** A run that starts at the dispatcher. */
  static dispatch(definition: SkillDefinition, options: EngineOptions = {}): CompositeRun {
    const run = new CompositeRun(definition, options);
    run.dispatcher = new WorkflowEngine(definition, options);
    return run;
  }

  /** A run straight into one sub-skill; `options.params` are the sub-skill's own. */
  static direct(definition: SkillDefinition, subskill: string, options: EngineOptions = {}): CompositeRun {
    const run = new CompositeRun(definition, options);
    run.enter(subskill, options.params);
    return run;
  }

  /** The engine that takes the next `advance`. */
  get active(): WorkflowEngine {
    const engine = this.sub?.engine ?? this.dispatcher;
    if (engine === undefined) throw new TransitionError({ message: "composite run has no engine", data: {} });
    return engine;
  }

  /** The engines of this run, dispatcher first. */
  engines(): readonly WorkflowEngine[] {
    return [this.dispatcher, this.sub?.engine].filter((engine) => engine !== undefined);
  }

  get redirectedTo(): Redirection | undefined {
    return this.routed;
  }

  /** Replays a history: unprefixed entries into the dispatcher, `x/…` entries into sub-skill x. */
  replay(history: readonly unknown[]): void {
    const own: unknown[] = [];
    const bySub = new Map<string, unknown[]>();
    for (const entry of history) {
      const step =
        typeof entry === "object" && entry !== null && "step" in entry && typeof entry.step === "string" ? entry.step : "";
      const slash = step.indexOf("/");
      if (slash < 0) {
        own.push(entry);
        continue;
      }
      const list = bySub.get(step.slice(0, slash)) ?? [];
      list.push(entry);
      bySub.set(step.slice(0, slash), list);
    }
    if (this.dispatcher !== undefined) {
      this.dispatcher.replay(own);
      const target = this.dispatcher.redirectedTo;
      if (target?.startsWith("subskill:") === true) {
        const last = this.dispatcher.records.at(-1);
        this.enter(target.slice(9), this.mappedParams(target.slice(9), last?.response));
      }
    }
    if (this.sub !== undefined) this.sub.engine.replay(bySub.get(this.sub.name) ?? []);
  }

  async start(): Promise<EngineResult> {
    return this.follow(await this.active.start());
  }

  async advance(step: string, output: unknown): Promise<EngineResult> {
    const slash = step.indexOf("/");
    if (slash >= 0 && this.definition.subskills?.[step.slice(0, slash)] === undefined) {
      throw new TransitionError({ message: `Unknown sub-skill "${step.slice(0, slash)}" in step "${step}"`, data: { step } });
    }
    return this.follow(await this.active.advance(step, output));
  }

  private async follow(result: EngineResult): Promise<EngineResult> {
    if (result.kind !== "redirect") return result;
    const [kind, name] = splitTarget(result.redirect);
    if (kind === "topic") return this.answerTopic(name, result);
    if (this.definition.subskills?.[name] === undefined) {
      throw new TransitionError({ message: `Redirect to unknown sub-skill "${name}"`, data: { target: result.redirect } });
    }
    this.enter(name, this.mappedParams(name, result.completed.response));
    const first = await this.active.start();
    if (first.kind === "error" || first.kind === "redirect") return first;
    const autoAdvanced = [...(result.autoAdvanced ?? []), ...(first.autoAdvanced ?? [])];
    const merged = { ...first, completed: result.completed, ...(autoAdvanced.length > 0 ? { autoAdvanced } : {}) };
    return reorder(merged);
  }

  private answerTopic(name: string, redirect: RedirectResult): DoneResult {
    const topic = this.definition.topics?.[name];
    if (topic === undefined)
      throw new TransitionError({ message: `Redirect to unknown topic "${name}"`, data: { target: redirect.redirect } });
    this.routed = { kind: "topic", name };
    const content = topic.content({ refs: this.options.refs ?? missingReferences });
    return {
      kind: "done",
      done: true,
      finalOutput: { topic: name, content },
      completed: redirect.completed,
      ...(redirect.autoAdvanced ? { autoAdvanced: redirect.autoAdvanced } : {}),
    };
  }

  private mappedParams(name: string, response: unknown): unknown {
    const registration = this.definition.subskills?.[name];
    if (registration?.params === undefined || this.dispatcher === undefined) return {};
    return registration.params(response, this.dispatcher.store);
  }

  private enter(name: string, params: unknown): void {
    const registration = this.definition.subskills?.[name];
    if (registration === undefined)
      throw new TransitionError({ message: `Unknown sub-skill "${name}"`, data: { subskill: name } });
    this.routed = { kind: "subskill", name };
    this.sub = { name, engine: new WorkflowEngine(registration.definition, { ...this.options, params, stepPrefix: `${name}/` }) };
  }
}

function splitTarget(target: string): ["subskill" | "topic", string] {
  return target.startsWith("topic:") ? ["topic", target.slice(6)] : ["subskill", target.slice(9)];
}

/** Keeps the wire key order after `completed` was replaced. */
function reorder(result: EngineResult): EngineResult {
  if (result.kind !== "prompt" && result.kind !== "done") return result;
  const { completed, autoAdvanced, ...rest } = result;
  return { ...rest, ...(completed ? { completed } : {}), ...(autoAdvanced ? { autoAdvanced } : {}) };
}
