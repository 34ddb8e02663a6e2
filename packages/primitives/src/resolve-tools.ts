// Picks the tool each primitive will use on this host (§7.2).
import type { PrimitiveTag } from "./act-segment.js";
import type { Handshake } from "./handshake.js";
import { primitiveCandidates } from "./primitive-candidates.js";

/** The resolved tool of each primitive: its first candidate that is available, if any. */
export type ResolvedTools = Readonly<Record<PrimitiveTag, string | undefined>>;

/** For each primitive, the first of its candidates found in `handshake.toolsAvailable`. */
export function resolveTools(handshake: Handshake): ResolvedTools {
  const available = new Set(handshake.toolsAvailable);
  const pick = (tag: PrimitiveTag): string | undefined => primitiveCandidates[tag].find((tool) => available.has(tool));
  return Object.freeze({
    "ask-user": pick("ask-user"),
    confirm: pick("confirm"),
    plan: pick("plan"),
    checklist: pick("checklist"),
    subagent: pick("subagent"),
    survey: pick("survey"),
  });
}
