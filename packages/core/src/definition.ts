// The runtime shapes of a built skill. The builders give authors precise types; the engine
// works on these erased ones.
import type { act, Handshake, PromptValue, SystemTag } from "@skill-kit/primitives";
import type { type } from "arktype";
import type { JsonInput } from "./json-form.js";
import type { StoreAccessor } from "./store-accessor.js";

/** Any ArkType type. */
export type AnyType = type.Any;

export interface ReferenceLoader {
  /** Reads `references/<file>` of the skill; throws when it is missing. */
  load(file: string): string;
  /** Resolves a path against the skill folder. */
  asset(path: string): string;
}

export interface PromptContext<Params = unknown, Store = StoreAccessor> {
  readonly store: Store;
  readonly params: Params;
  readonly refs: ReferenceLoader;
  /** Completed visits of this step so far: 0 on the first visit. */
  readonly attempts: number;
  readonly host: Handshake;
  readonly act: typeof act;
  readonly system: SystemTag;
}

export type PromptFunction<Params = unknown, Store = StoreAccessor> = (context: PromptContext<Params, Store>) => PromptValue;

export interface TransitionContext<Response = unknown, ActionResult = unknown, Params = unknown, Store = StoreAccessor> {
  readonly response: Response;
  /** Completed visits of this step, including the one just completed: 1 on the first. */
  readonly attempts: number;
  readonly actionResult: ActionResult;
  readonly params: Params;
  readonly store: Store;
}

export interface Terminal {
  readonly terminal: true;
}

export interface NextBranch<Context = TransitionContext, To extends string = string> {
  readonly to: To;
  readonly when?: (context: Context) => boolean;
}

export interface ActionDefinition<I extends type.Any = type.Any, O extends type.Any = type.Any> {
  readonly kind: "action";
  readonly name: string;
  readonly input: I;
  readonly output: O;
  readonly run: (context: {
    readonly input: I["infer"];
    readonly signal: AbortSignal;
  }) => Promise<JsonInput<O["inferIn"]>> | JsonInput<O["inferIn"]>;
  /**
   * Abort `run` (through its signal) and fail the step if it has not finished after this many
   * milliseconds. Overrides the skill's `actionTimeoutMs`; no limit when neither is set.
   */
  readonly timeoutMs?: number;
}

export interface ActionContext<Response = unknown, Params = unknown, Store = StoreAccessor> {
  readonly response: Response;
  readonly store: Store;
  readonly params: Params;
}

export type InlineAction<Response = unknown, Params = unknown, Store = StoreAccessor, Result = unknown> = (
  context: ActionContext<Response, Params, Store> & { readonly signal: AbortSignal },
) => Promise<Result> | Result;

export interface ActionBinding<
  Response = unknown,
  Params = unknown,
  Store = StoreAccessor,
  A extends ActionDefinition = ActionDefinition,
> {
  readonly run: A;
  readonly mapInput?: (context: ActionContext<Response, Params, Store>) => JsonInput<A["input"]["inferIn"]>;
}

interface ErasedActionBinding {
  readonly run: ErasedAction;
  readonly mapInput?: Bivariant<(context: ActionContext) => unknown>;
}

export interface ErasedAction {
  readonly kind: "action";
  readonly name: string;
  readonly input: AnyType;
  readonly output: AnyType;
  readonly run: Bivariant<(context: { readonly input: unknown; readonly signal: AbortSignal }) => unknown>;
  readonly timeoutMs?: number;
}

export interface SaveContext<Response = unknown, ActionResult = unknown, Params = unknown, Store = StoreAccessor> {
  readonly response: Response;
  readonly actionResult: ActionResult;
  readonly store: Store;
  readonly params: Params;
}

/**
 * A function type whose parameter is checked bivariantly, so a callback written for a precise
 * context still fits the erased shape the engine calls.
 */
type Bivariant<F extends (...args: never[]) => unknown> = {
  method(...args: Parameters<F>): ReturnType<F>;
}["method"];

type ErasedNext =
  | string
  | Terminal
  | readonly { readonly to: string; readonly when?: Bivariant<(context: TransitionContext) => boolean> }[]
  | Bivariant<(context: TransitionContext) => string | Terminal>;

/** What the engine needs of a step, with every author type erased. */
export interface StepConfig {
  readonly prompt?: PromptValue | Bivariant<PromptFunction> | undefined;
  readonly response?: AnyType | undefined;
  readonly next: ErasedNext;
  readonly action?: Bivariant<InlineAction> | ErasedActionBinding | undefined;
  readonly save?: Bivariant<(context: SaveContext) => unknown> | undefined;
  readonly maxVisits?: number | undefined;
  readonly onMaxVisits?: string | undefined;
  /** Where a function `next` can go, for the cycle guard, lint and graph. */
  readonly targets?: readonly string[] | undefined;
}

export interface StepDefinition<Config extends StepConfig = StepConfig> {
  readonly kind: "step";
  readonly config: Config;
  extend(overrides: Partial<StepConfig>): StepDefinition;
}

export interface ObserverMap {
  readonly onStepStart?: (event: { step: string; params: unknown }) => void | Promise<void>;
  readonly onStepComplete?: (event: { step: string; response: unknown; durationMs: number }) => void | Promise<void>;
  readonly onStepValidationFailed?: (event: {
    step: string;
    raw: unknown;
    error: string;
    attempt: number;
  }) => void | Promise<void>;
  readonly onTransition?: (event: { from: string; to: string; reason: "next" | "redirect" | "terminal" }) => void | Promise<void>;
  readonly onSkillComplete?: (event: { path: string[]; finalOutput: unknown; durationMs: number }) => void | Promise<void>;
}

export interface PackageConfig {
  readonly name?: string;
  readonly description?: string;
  readonly license?: string;
  readonly files?: readonly string[];
  readonly [key: string]: unknown;
}

/** SKILL.md frontmatter fields beyond name and description (see the build docs). */
export interface FrontmatterExtras {
  readonly argumentHint?: string;
  readonly arguments?: string | readonly string[];
  readonly allowedTools?: string | readonly string[];
  readonly paths?: string | readonly string[];
  readonly context?: string;
  readonly license?: string;
  readonly compatibility?: string;
  readonly agent?: string;
  readonly model?: string;
  readonly effort?: string;
  readonly disableModelInvocation?: boolean;
  readonly userInvocable?: boolean;
}

export interface TopicConfig {
  readonly label: string;
  readonly content: (context: { readonly refs: ReferenceLoader }) => string;
}

export interface SubskillRegistration {
  readonly definition: SkillDefinition;
  readonly params?: Bivariant<(response: unknown, store: StoreAccessor) => unknown>;
}

export interface SkillDefinition<Params = unknown> {
  /** Phantom: the params type, for tools that start a run. */
  readonly __params?: Params;
  readonly kind: "skill";
  readonly name: string;
  readonly version: string;
  readonly resolveVersion: boolean;
  readonly description: string;
  readonly triggers: readonly string[];
  readonly entry: string;
  readonly system: string | undefined;
  readonly params: type.Any | undefined;
  readonly stores: Readonly<Record<string, AnyType>>;
  readonly observers: ObserverMap | undefined;
  readonly finalOutput: AnyType | undefined;
  /** Time limit of every action of the skill without a `timeoutMs` of its own; none when unset. */
  readonly actionTimeoutMs?: number;
  readonly skillMd: string | ((skill: SkillDefinition) => string) | undefined;
  readonly package: PackageConfig | undefined;
  readonly frontmatter: FrontmatterExtras;
  readonly steps: Readonly<Record<string, StepDefinition>>;
  readonly subskills?: Readonly<Record<string, SubskillRegistration>>;
  readonly topics?: Readonly<Record<string, TopicConfig>>;
}

export interface ReferenceDefinition {
  readonly kind: "reference";
  readonly name: string;
  readonly version: string;
  readonly resolveVersion: boolean;
  readonly description: string;
  readonly triggers: readonly string[];
  readonly package: PackageConfig | undefined;
  readonly frontmatter: FrontmatterExtras;
  readonly topics: Readonly<Record<string, TopicConfig>>;
}

export type Buildable = SkillDefinition | ReferenceDefinition;
