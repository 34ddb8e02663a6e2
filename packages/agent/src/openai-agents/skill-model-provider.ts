// Per-skill model switching for @openai/agents: the runner asks its `ModelProvider` for the agent's
// model by name before every model call, so a provider that answers with the active skill's model
// (and effort) switches from the next call on; `conversation.endTurn()` takes the override away.
import type { Model, ModelProvider, ModelRequest } from "@openai/agents";
import type { Effort } from "@skill-kit/loader";
import type { Conversation } from "../host-types.js";
import { activeOverride } from "../skill-tool-calls.js";

function withEffort(request: ModelRequest, effort: Effort): ModelRequest {
  const { modelSettings } = request;
  return { ...request, modelSettings: { ...modelSettings, reasoning: { ...modelSettings.reasoning, effort } } };
}

/** The model with the skill's reasoning effort set on every request. */
function modelWithEffort(model: Model, effort: Effort): Model {
  return {
    ...(model.supportsPromptModelSelection === undefined
      ? {}
      : { supportsPromptModelSelection: model.supportsPromptModelSelection }),
    getResponse: (request) => model.getResponse(withEffort(request, effort)),
    getStreamedResponse: (request) => model.getStreamedResponse(withEffort(request, effort)),
    ...(model.getRetryAdvice === undefined ? {} : { getRetryAdvice: (args) => model.getRetryAdvice?.(args) }),
  };
}

/**
 * A `ModelProvider` over `base` that, while a skill of the turn sets `model` (or `effort`), gives that
 * model instead of the agent's. It applies when the agent's model is a name (or the default), since
 * the runner resolves names through the provider on each call; a `Model` object is used as given.
 */
export function skillModelProvider(conversation: Conversation, base: ModelProvider): ModelProvider {
  return {
    async getModel(name) {
      const override = activeOverride(conversation);
      const model = await base.getModel(override.model ?? name);
      return override.effort === undefined ? model : modelWithEffort(model, override.effort);
    },
  };
}
