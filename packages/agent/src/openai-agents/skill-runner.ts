// A `Runner` for a conversation with skills: each `run()` is a user turn (the previous turn's
// modifiers end when it starts) and the model follows the active skill through `skillModelProvider`.
import { OpenAIProvider, Runner, type RunConfig, type RunContext } from "@openai/agents";
import type { Conversation } from "../host-types.js";
import { skillModelProvider } from "./skill-model-provider.js";

/**
 * Ends the conversation's turn when the runner starts a new run (a new `RunContext`); a handoff
 * within the run keeps the turn's modifiers. Returns a function that stops listening.
 */
export function endTurnOnEachRun(runner: Runner, conversation: Conversation): () => void {
  const seen = new WeakSet<RunContext>();
  const listener = (context: RunContext): void => {
    if (seen.has(context)) return;
    seen.add(context);
    conversation.endTurn();
  };
  runner.on("agent_start", listener);
  return () => {
    runner.off("agent_start", listener);
  };
}

/**
 * A `Runner` whose model provider (yours, or the OpenAI provider by default) gives the active skill's
 * model for the calls of its turn, and whose every run starts a new turn of the conversation.
 */
export function skillRunner(conversation: Conversation, config: Partial<RunConfig> = {}): Runner {
  const runner = new Runner({
    ...config,
    modelProvider: skillModelProvider(conversation, config.modelProvider ?? new OpenAIProvider()),
  });
  endTurnOnEachRun(runner, conversation);
  return runner;
}
