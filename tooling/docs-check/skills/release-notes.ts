import { writeFile } from "node:fs/promises";
import { skill, terminal, type, view } from "@skill-kit/core";

const approved = ({ response }: { response: { approved: boolean } }) => response.approved; // named: drawn as "approved"

export default skill({
  name: "release-notes",
  description: "Draft release notes from the git log, review them with the user and save them. Use when preparing a release",
  entry: "collect",
  params: type({ since: "string = 'the last tag'", file: "string = 'RELEASE_NOTES.md'" }),
})
  .step("collect", {
    prompt: ({ params }) => `List the user-facing changes in the git log since ${params.since}, one per line.`,
    response: type({ changes: "string[] > 0" }),
    next: "audience",
  })
  .step("audience", {
    prompt: ({ act }) =>
      act.askUser({
        type: "structured",
        header: "Audience",
        question: "Who will read these notes?",
        options: [
          { value: "users", label: "Users", description: "Plain words, no internals" },
          { value: "developers", label: "Developers", description: "APIs, flags and migrations" },
        ],
      }),
    response: type({ audience: "'users'|'developers'" }),
    next: "draft",
  })
  .step("draft", {
    prompt: ({ store, attempts }) =>
      `${attempts === 0 ? "Write" : "Rewrite, following the user's feedback,"} release notes in Markdown for ${store.steps.audience.audience} from:\n${store.steps.collect.changes.join("\n")}`,
    response: type({ markdown: "string > 0" }),
    next: "review",
    maxVisits: 3, // shown at most 3 times: the next transition into it goes to onMaxVisits
    onMaxVisits: "save",
  })
  .step("review", {
    prompt: ({ act, store }) => [
      view("draft", store.steps.draft.markdown),
      act.confirm({ message: "Save these release notes?", defaultAnswer: "yes" }),
    ],
    response: type({ approved: "boolean" }),
    next: [{ to: "save", when: approved }, { to: "draft" }],
    maxVisits: 3,
    onMaxVisits: "save",
  })
  .step("save", {
    action: async ({ store, params }) => {
      await writeFile(params.file, store.steps.draft.markdown);
      return { file: params.file };
    },
    next: terminal,
  })
  .build();
