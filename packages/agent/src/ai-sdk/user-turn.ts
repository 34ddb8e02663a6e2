// A user turn in the skill loop: ends the previous turn, and when the text is `/name args` activates
// that skill for the user (skills hidden from the model included) before the model runs, so its
// modifiers hold for the whole turn; `skillPrepareStep` then leaves the turn open at step 0.
import type { ModelMessage } from "ai";
import type { Conversation, SkillHost } from "../host-types.js";
import type { Activation } from "../types.js";

const openedByApp = new WeakSet<Conversation>();

/** True once after `startUserTurn`: the turn is already open, step 0 must not end it. */
export function takeOpenedTurn(conversation: Conversation): boolean {
  return openedByApp.delete(conversation);
}

export interface UserTurn {
  /** The messages to append for this turn: the text, or the activation's visible message and content. */
  readonly messages: ModelMessage[];
  /** The activation, when the text was a `/name args` command. */
  readonly activation?: Activation;
}

function activationMessages(activation: Activation): ModelMessage[] {
  const hidden = activation.kind === "forked" ? activation.output : activation.content;
  return [
    { role: "user", content: activation.visible },
    { role: "user", content: hidden },
  ];
}

/** Starts a user turn from what the user typed; append `messages` to the conversation's history and call the model. */
export async function startUserTurn(host: SkillHost, conversation: Conversation, text: string): Promise<UserTurn> {
  conversation.endTurn();
  openedByApp.add(conversation);
  const command = host.parseUserCommand(text);
  if (command === undefined) return { messages: [{ role: "user", content: text }] };
  const activation = await host.activateAsUser(command.name, command.arguments, conversation);
  return { messages: activationMessages(activation), activation };
}
