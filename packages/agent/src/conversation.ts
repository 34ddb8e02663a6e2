// A conversation's record: which skills are active (never injected twice), the modifiers of this
// turn, and the workflow runs it started.
import type { Conversation } from "./host-types.js";
import type { ContextModifiers } from "./types.js";

/** What the host writes into a conversation; apps only read it (and call `endTurn`/`forget`). */
export interface ConversationRecord extends Conversation {
  /** Records an activation: with its content the first time, modifiers only when it was already active. */
  record(modifiers: ContextModifiers, content?: string): void;
  recordRun(skill: string, session: string): void;
}

let counter = 0;

/** A new, empty conversation record. */
export function createConversation(id?: string): ConversationRecord {
  counter += 1;
  const active = new Set<string>();
  const runs = new Map<string, string>();
  const contents = new Map<string, string>();
  let modifiers: ContextModifiers[] = [];
  return {
    id: id ?? `conversation-${String(counter)}`,
    active,
    contents,
    runs,
    get modifiers() {
      return modifiers;
    },
    endTurn() {
      modifiers = [];
    },
    forget(name) {
      active.delete(name);
      contents.delete(name);
      modifiers = modifiers.filter((item) => item.skill !== name);
    },
    record(next, content) {
      active.add(next.skill);
      if (content !== undefined) contents.set(next.skill, content);
      modifiers = [...modifiers.filter((item) => item.skill !== next.skill), next];
    },
    recordRun(skill, session) {
      runs.set(skill, session);
    },
  };
}
