// The user's side of the mcp-elicit fixture's questions, for the elicitation tests over stdio and HTTP.
import type { ElicitRequest, ElicitResult } from "@skill-kit/mcp-testing";

/** What the user answers, by the question's one form field. */
export const answers: Readonly<Record<string, ElicitResult>> = {
  color: { action: "accept", content: { color: "blue" } },
  toppings: { action: "accept", content: { toppings: ["cheese", "basil"] } },
  approved: { action: "accept", content: { approved: true } },
};

/** The one field of a question's form. */
export const fieldOf = (request: ElicitRequest): string =>
  Object.keys("requestedSchema" in request.params ? request.params.requestedSchema.properties : {})[0] ?? "";
