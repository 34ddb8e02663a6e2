// The scripted model the example's tests drive the agent with: the AI SDK's own MockLanguageModelV4,
// from the shared test helpers, under the names these tests read best with.
export {
  answer as reply,
  offeredTools,
  occurrences,
  scriptedModel,
  sent,
  toolCall as callTool,
} from "@skill-kit/test-utils/scripted-model";
