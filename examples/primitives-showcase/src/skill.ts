// Every act primitive once, plus system and view, in a skill that starts a new code project.
// Each step's response schema is the answer its primitive asks for.
import { kv, section, skill, terminal, type, view } from "@skill-kit/core";

const extra = type("'lint'|'tests'|'ci'|'docs'");
const scaffoldReport = type({ files: "string[]", notes: "string" });

const extraSteps = {
  lint: "Add ESLint with strict rules",
  tests: "Add Vitest and one sample test",
  ci: "Add a CI workflow",
  docs: "Write README.md and CONTRIBUTING.md",
};
const outline = (folder: string, extras: readonly (typeof extra.infer)[]): string[] => [
  `Create ./${folder} with a package.json`,
  ...extras.map((name) => extraSteps[name]),
  "Make the first commit",
];

export default skill({
  name: "primitives-showcase",
  description:
    "Start a new code project with the user: name, extras, licence, runtime, then scaffold it. Use when someone wants to start a new project",
  entry: "name",
  params: type({ folder: "string = 'new-project'" }),
})
  // system + askUser (open)
  .step("name", {
    prompt: ({ act, system }) => [
      system`You are a calm project assistant. Keep every message short.`,
      act.askUser({ type: "open", question: "What should the project be called?" }),
    ],
    response: type({ name: "string > 0" }),
    next: "extras",
  })
  // askUser (structured, multi-select, with previews)
  .step("extras", {
    prompt: ({ act }) =>
      act.askUser({
        type: "structured",
        header: "Extras",
        question: "Which extras should it start with?",
        multiSelect: true,
        options: [
          { value: "lint", label: "Linting", description: "ESLint, strict", preview: "eslint.config.js" },
          { value: "tests", label: "Tests", description: "Vitest and a sample test", preview: "src/index.test.ts" },
          { value: "ci", label: "CI", description: "Runs lint and tests on every push", preview: ".github/workflows/ci.yml" },
          { value: "docs", label: "Docs", description: "README and CONTRIBUTING", preview: "README.md\nCONTRIBUTING.md" },
        ],
      }),
    response: type({ extras: extra.array() }),
    next: "setup",
  })
  // survey (two structured questions, answered together)
  .step("setup", {
    prompt: ({ act }) => [
      act.survey([
        {
          header: "Licence",
          question: "Which licence?",
          options: [
            { value: "MIT", label: "MIT" },
            { value: "Apache-2.0", label: "Apache 2.0" },
            { value: "none", label: "None yet" },
          ],
        },
        {
          header: "Runtime",
          question: "Which runtime will it target?",
          options: [
            { value: "node", label: "Node.js" },
            { value: "bun", label: "Bun" },
            { value: "deno", label: "Deno" },
          ],
        },
      ]),
      "Reply with the chosen values as `license` and `runtime`.",
    ],
    response: type({ license: "'MIT'|'Apache-2.0'|'none'", runtime: "'node'|'bun'|'deno'" }),
    next: "wipe",
  })
  // confirm (destructive: the default stays "no")
  .step("wipe", {
    prompt: ({ act, params }) =>
      act.confirm({ message: `Delete everything in ./${params.folder} and start fresh there?`, destructive: true }),
    response: type({ confirmed: "boolean" }),
    next: [{ to: "outline", when: ({ response }) => response.confirmed }, { to: "stop" }],
  })
  // plan
  .step("outline", {
    prompt: ({ act, params, store }) =>
      act.plan({ summary: `Set up ${store.steps.name.name}`, steps: outline(params.folder, store.steps.extras.extras) }),
    response: type({ approved: "boolean" }),
    next: [{ to: "track", when: ({ response }) => response.approved }, { to: "stop" }],
  })
  // checklist
  .step("track", {
    prompt: ({ act, params, store }) =>
      act.checklist({ create: outline(params.folder, store.steps.extras.extras).map((title) => ({ title, status: "pending" })) }),
    response: type({ created: "number.integer >= 0" }),
    next: "scaffold",
  })
  // subagent: its `output` documents the result, and the step's response checks it
  .step("scaffold", {
    prompt: ({ act, params, store }) =>
      act.subagent({
        prompt: `Create the project "${store.steps.name.name}" in ./${params.folder} (${store.steps.setup.runtime}, licence ${store.steps.setup.license}) with these extras: ${store.steps.extras.extras.join(", ") || "none"}. Reply with the files you created and any notes.`,
        output: scaffoldReport,
      }),
    response: scaffoldReport,
    next: "summary",
  })
  // view (with the section and kv render helpers)
  .step("summary", {
    prompt: ({ params, store }) => [
      view(
        "summary",
        section(
          store.steps.name.name,
          kv({
            folder: `./${params.folder}`,
            runtime: store.steps.setup.runtime,
            licence: store.steps.setup.license,
            files: store.steps.scaffold.files.join(", "),
          }),
        ),
      ),
      "Show the summary above to the user exactly as written.",
    ],
    next: terminal,
  })
  .step("stop", { prompt: "Tell the user that nothing was changed.", next: terminal })
  .build();
