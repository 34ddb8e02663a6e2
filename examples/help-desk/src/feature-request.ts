// Sub-skill: turn an idea into a short, prioritised feature request.
import { skill, terminal, type } from "@skill-kit/core";

export const featureRequest = skill({
  name: "feature-request",
  description: "Turn an idea into a prioritised feature request",
  entry: "clarify",
  params: type({ product: "string > 0", idea: "string > 0" }),
})
  .step("clarify", {
    prompt: ({ act, params }) => [
      `The user would like ${params.product} to do something new: "${params.idea}".`,
      act.askUser({ type: "open", question: "Who would use this, and what would it save them?" }),
    ],
    response: type({ audience: "string", benefit: "string" }),
    next: "prioritise",
  })
  .step("prioritise", {
    prompt: ({ act }) =>
      act.askUser({
        type: "structured",
        header: "Priority",
        question: "How soon do you need it?",
        options: [
          { value: "now", label: "Now", description: "It blocks my work" },
          { value: "soon", label: "Soon", description: "Within a few weeks" },
          { value: "someday", label: "Someday", description: "Nice to have" },
        ],
      }),
    response: type({ priority: "'now'|'soon'|'someday'" }),
    next: terminal,
  })
  .build();
