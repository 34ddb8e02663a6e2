// A `prepareStep` for the skill loop: a new user turn ends the previous turn's modifiers; from the step
// after an activation the skill's `model` and `effort` apply, and tools it disallows outright leave `activeTools`.
import type { LanguageModel, ModelMessage, PrepareStepFunction, PrepareStepResult, ToolSet } from "ai";
import type { Conversation, SkillHost } from "../host-types.js";
import type { ContextModifiers } from "../types.js";
import { isSkillToolName } from "./tool-names.js";

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

/** The last of the turn's modifiers that sets the field. */
function latest<K extends "model" | "effort">(modifiers: readonly ContextModifiers[], key: K): ContextModifiers[K] | undefined {
  return modifiers.findLast((item) => item[key] !== undefined)?.[key];
}

/** Step 0 starts a new turn unless the call continues one (its last message answers tools: an approval round trip). */
function startsTurn(messages: readonly ModelMessage[]): boolean {
  const last = messages.at(-1);
  return last === undefined || last.role === "user";
}

/** The `prepareStep` of a skill-aware `generateText`, `streamText` or `ToolLoopAgent`, for one conversation. */
export function skillPrepareStep<TOOLS extends ToolSet>(
  host: SkillHost,
  conversation: Conversation,
  options: SkillPrepareStepOptions<TOOLS> = {},
): PrepareStepFunction<TOOLS> {
  const { tools } = options;
  const isActive = (name: string): name is keyof TOOLS & string =>
    tools !== undefined &&
    Object.hasOwn(tools, name) &&
    (options.activeTools === undefined || options.activeTools.some((active) => active === name)) &&
    (isSkillToolName(name) || host.toolPolicy(conversation.modifiers, { tool: name }) !== "deny");
  return ({ stepNumber, messages }) => {
    if (stepNumber === 0 && startsTurn(messages)) conversation.endTurn();
    const { modifiers } = conversation;
    const id = latest(modifiers, "model");
    const model = (id === undefined ? undefined : options.models?.(id)) ?? options.model;
    const effort = options.effort === false ? undefined : latest(modifiers, "effort");
    const result: PrepareStepResult<TOOLS> = {
      ...(model === undefined ? {} : { model }),
      ...(effort === undefined ? {} : { reasoning: effort }),
      ...(tools === undefined || modifiers.length === 0 ? {} : { activeTools: Object.keys(tools).filter(isActive) }),
    };
    return result;
  };
}
