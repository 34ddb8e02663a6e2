// strictyaml's refusals: tags, anchors and flow collections are errors when the parser meets them.
import type { Mark } from "./char-reader.js";
import type { Token } from "./token.js";
import { YamlProblem, type YamlProblemInit } from "./yaml-problem.js";

const LITERALLY = "(surround with ' and ' to make text appear literally)";

/** The refusal of a flow collection whose `[` or `{` spans `start` to `end`. */
export function flowCollectionRefusal(start: Mark, end: Mark): YamlProblemInit {
  return {
    context: "While scanning",
    contextMark: start,
    problem: `Found ugly disallowed JSONesque flow mapping ${LITERALLY}`,
    problemMark: end,
  };
}

/** Throws the reference's "While scanning" error for a tag, anchor or flow-collection token. */
export function refuseDisallowedToken(token: Token): void {
  if (token.kind === "tag") {
    throw new YamlProblem({
      context: "While scanning",
      contextMark: token.end,
      problem: "Found disallowed tag tokens (do not specify types in markup)",
      problemMark: token.start,
    });
  }
  if (token.kind === "flow-sequence-start" || token.kind === "flow-mapping-start") {
    throw new YamlProblem(flowCollectionRefusal(token.start, token.end));
  }
  if (token.kind === "anchor") {
    throw new YamlProblem({
      context: "While scanning",
      contextMark: token.start,
      problem: `Found confusing disallowed anchor token ${LITERALLY}`,
      problemMark: token.end,
    });
  }
}
