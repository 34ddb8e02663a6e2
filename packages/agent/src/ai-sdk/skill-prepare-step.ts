// A `prepareStep` for the skill loop: a new user turn ends the previous turn's modifiers (unless
// `startUserTurn` opened it already); from the step after an activation the skill's `model` and
// `effort` apply, and tools it disallows outright leave `activeTools`.
import type { LanguageModel, ModelMessage, PrepareStepFunction, PrepareStepResult, ToolSet } from "ai";
import type { Conversation, SkillHost } from "../host-types.js";
import type { ContextModifiers } from "../types.js";
import { isSkillTool } from "../skill-tool-calls.js";
import { takeOpenedTurn } from "./user-turn.js";

export interface SkillPrepareStepOptions<TOOLS extends ToolSet> {
  /** The session model, for steps no skill overrides (default: the call's own `model`). */
  readonly model?: LanguageModel;
  /** Resolves a skill's `model:` (e.g. `claude-haiku-4-5`) to a model; undefined keeps the session model. */
  readonly models?: (id: string) => LanguageModel | undefined;
  /** The call's tools: needed to filter `activeTools` (without them nothing is filtered). */
  readonly tools?: TOOLS;
  /** The call's own `activeTools`, when it restricts them: filtering starts from these. */
  readonly activeTools?: readonly (keyof TOOLS & string)[];
  /** Pass the skills' `effort` as the step's `reasoning` (default true). */
  readonly effort?: boolean;
}

/** What the step function reads of the SDK's step options. */
export interface SkillStepInput {
  readonly stepNumber: number;
  readonly messages: readonly ModelMessage[];
}

/** The step settings skills decide without knowing the tools: the model and the reasoning effort. */
export interface SkillStepSettings {
  readonly model?: LanguageModel;
  readonly reasoning?: NonNullable<ContextModifiers["effort"]>;
}

/** A `prepareStep` that fits any tool set (no tool filtering). */
export type SkillStepFunction = (input: SkillStepInput) => SkillStepSettings;

/** The last of the turn's modifiers that sets the field. */
function latest<K extends "model" | "effort">(modifiers: readonly ContextModifiers[], key: K): ContextModifiers[K] | undefined {
  return modifiers.findLast((item) => item[key] !== undefined)?.[key];
}

/** Step 0 starts a new turn unless the call continues one (its last message answers tools: an approval round trip). */
function startsTurn(messages: readonly ModelMessage[]): boolean {
  const last = messages.at(-1);
  return last === undefined || last.role === "user";
}

function stepSettings<TOOLS extends ToolSet>(
  conversation: Conversation,
  options: SkillPrepareStepOptions<TOOLS>,
  input: SkillStepInput,
): SkillStepSettings {
  if (input.stepNumber === 0 && !takeOpenedTurn(conversation) && startsTurn(input.messages)) conversation.endTurn();
  const { modifiers } = conversation;
  const id = latest(modifiers, "model");
  const model = (id === undefined ? undefined : options.models?.(id)) ?? options.model;
  const effort = options.effort === false ? undefined : latest(modifiers, "effort");
  return { ...(model === undefined ? {} : { model }), ...(effort === undefined ? {} : { reasoning: effort }) };
}

/**
 * The `prepareStep` of a skill-aware `generateText`, `streamText` or `ToolLoopAgent`, for one
 * conversation. With `tools`, tools an active skill disallows outright (`disallowed-tools: Bash`)
 * leave `activeTools` from the step after its activation; rules with an argument (`Bash(rm *)`) are
 * left to `skillToolApproval`.
 */
export function skillPrepareStep<TOOLS extends ToolSet>(
  host: SkillHost,
  conversation: Conversation,
  options: SkillPrepareStepOptions<TOOLS> & { readonly tools: TOOLS },
): PrepareStepFunction<TOOLS>;
export function skillPrepareStep(
  host: SkillHost,
  conversation: Conversation,
  options?: SkillPrepareStepOptions<ToolSet> & { readonly tools?: undefined },
): SkillStepFunction;
export function skillPrepareStep<TOOLS extends ToolSet>(
  host: SkillHost,
  conversation: Conversation,
  options: SkillPrepareStepOptions<TOOLS> = {},
): PrepareStepFunction<TOOLS> | SkillStepFunction {
  const { tools } = options;
  if (tools === undefined) return (input: SkillStepInput) => stepSettings(conversation, options, input);
  const isActive = (name: string): name is keyof TOOLS & string =>
    (options.activeTools === undefined || options.activeTools.some((active) => active === name)) &&
    (isSkillTool(name) || host.toolPolicy(conversation.modifiers, { tool: name }) !== "deny");
  return (input: SkillStepInput) => {
    const settings = stepSettings(conversation, options, input);
    const filtered = conversation.modifiers.length > 0 || options.activeTools !== undefined;
    const result: PrepareStepResult<TOOLS> = {
      ...settings,
      ...(filtered ? { activeTools: Object.keys(tools).filter(isActive) } : {}),
    };
    return result;
  };
}
