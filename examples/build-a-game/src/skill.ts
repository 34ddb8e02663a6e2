// Build a tiny text adventure with the user: design it, track progress, scaffold the files,
// implement with a subagent, test, then fix (a bounded loop) or polish, and wrap up.
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { action, kv, section, skill, table, terminal, type, view } from "@skill-kit/core";

const status = type("'pending'|'done'|'failed'");
const progress = type({ "design?": status, "scaffold?": status, "implement?": status, "test?": status, "polish?": status });
const game = type({ title: "string", rooms: "string[]", goal: "string", dir: "string", files: "string[]", failures: "string[]" });
const testRun = type({ passed: "boolean", failures: "string[]" });
const implementation = type({ changed: "string[]", summary: "string" });

const milestones: readonly { readonly key: keyof typeof progress.infer; readonly title: string }[] = [
  { key: "design", title: "Agree on rooms and goal" },
  { key: "scaffold", title: "Scaffold the files" },
  { key: "implement", title: "Implement the game" },
  { key: "test", title: "Make the tests pass" },
  { key: "polish", title: "Polish the texts" },
];
/** The checklist items, each with its status as the store has it now. */
const itemsOf = (done: typeof progress.infer): { title: string; status: string }[] =>
  milestones.map(({ key, title }) => ({ title, status: done[key] ?? "pending" }));
const progressTable = (done: typeof progress.infer): string =>
  table(itemsOf(done), { statusIcons: { done: "✅", pending: "☐", failed: "❌" } });

const scaffoldGame = action({
  name: "scaffold-game",
  input: type({ dir: "string", rooms: "string[]", goal: "string" }),
  output: type({ dir: "string", files: "string[]" }),
  run: async ({ input }) => {
    const first = JSON.stringify(input.rooms[0] ?? "start");
    const files: Record<string, string> = {
      "rooms.json": `${JSON.stringify(
        input.rooms.map((name) => ({ name, exits: {}, items: [] })),
        null,
        2,
      )}\n`,
      "game.js": `// Goal: ${input.goal}\nexport function start() {\n  throw new Error("not implemented yet");\n}\n`,
      "game.test.js": `import assert from "node:assert/strict";\nimport { test } from "node:test";\nimport { start } from "./game.js";\n\ntest("starts in the first room", () => {\n  assert.equal(start().room, ${first});\n});\n`,
    };
    await mkdir(input.dir, { recursive: true });
    await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(input.dir, name), text)));
    return { dir: input.dir, files: Object.keys(files) };
  },
});

export default skill({
  name: "build-a-game",
  description:
    "Build a tiny text adventure with the user: design, scaffold, implement, test, fix and polish. Use when someone wants to make a small text game",
  entry: "design",
  params: type({ title: "string = 'Lantern Cave'", "outDir?": "string" }),
  stores: { game, progress },
})
  .step("design", {
    prompt: ({ act, params }) => [
      act.plan({
        summary: `${params.title}: a text adventure in a few rooms`,
        steps: [
          "Pick three to five rooms and how they connect",
          "Choose the goal that wins the game",
          "Agree on the commands: look, go <direction>, take <item>",
        ],
      }),
      "When the user agrees, reply with the room names in order and the goal.",
    ],
    response: type({ rooms: "string[] > 0", goal: "string > 0" }),
    save: ({ response, params }) => ({
      game: { title: params.title, rooms: response.rooms, goal: response.goal },
      progress: { design: "done" },
    }),
    next: "track",
  })
  .step("track", {
    prompt: ({ act, store }) => [
      act.checklist({ create: itemsOf(store.progress) }),
      "Keep these items up to date as the game takes shape.",
    ],
    response: type({ created: "number.integer >= 0" }),
    next: "scaffold",
  })
  .step("scaffold", {
    prompt: "Ask the user for a folder name for the game: lower-case letters, digits and dashes.",
    response: type({ folder: "/^[a-z0-9-]+$/" }),
    action: {
      run: scaffoldGame,
      mapInput: ({ response, params, store }) => ({
        dir: join(params.outDir ?? join(tmpdir(), "skill-kit-games"), response.folder),
        rooms: store.game.rooms,
        goal: store.game.goal,
      }),
    },
    save: ({ actionResult }) => ({ game: { dir: actionResult.dir, files: actionResult.files }, progress: { scaffold: "done" } }),
    next: "implement",
  })
  .step("implement", {
    prompt: ({ act, store }) =>
      act.subagent({
        prompt: `In ${store.steps.scaffold.dir}, implement the game in game.js. Rooms, in order: ${store.game.rooms.join(", ")}. Goal: ${store.game.goal}. Commands: look, go <direction>, take <item>. start() returns { room, text }. Keep rooms.json as the map. Reply with the files you changed and a one-line summary.`,
        output: implementation,
      }),
    response: implementation,
    save: () => ({ progress: { implement: "done" } }),
    next: "test",
  })
  .step("test", {
    prompt: ({ store }) => [
      view("progress", progressTable(store.progress)),
      `Run \`node --test\` in ${store.steps.scaffold.dir}. Reply whether it passed, with the names of any failing tests.`,
    ],
    response: testRun,
    save: ({ response }) => ({ game: { failures: response.failures }, progress: { test: response.passed ? "done" : "failed" } }),
    next: "route",
  })
  // Prompt-less: the engine runs it straight after `test` (it shows up in `autoAdvanced`) and
  // decides from the store. `targets` tells the cycle guard, lint and graph where it can go.
  .step("route", {
    next: ({ store }) => (store.progress.test === "done" ? "polish" : "fix"),
    targets: ["polish", "fix"],
  })
  .step("fix", {
    prompt: ({ store, attempts }) =>
      `Attempt ${attempts + 1} of 3. In ${store.steps.scaffold.dir}, fix these failing tests: ${store.game.failures.join(", ")}. Run \`node --test\` again and reply with the result.`,
    response: testRun,
    save: ({ response }) => ({ game: { failures: response.failures }, progress: { test: response.passed ? "done" : "failed" } }),
    next: [{ to: "self", when: ({ response }) => !response.passed }, { to: "polish" }],
    maxVisits: 3,
    onMaxVisits: "wrap-up",
  })
  .step("polish", {
    prompt: ({ store }) => [
      view("progress", progressTable(store.progress)),
      "Polish the game with the user: a title screen, clearer room descriptions, a friendly reply to unknown commands. Reply with what changed.",
    ],
    response: type({ changes: "string[]" }),
    save: () => ({ progress: { polish: "done" } }),
    next: "wrap-up",
  })
  .step("wrap-up", {
    prompt: ({ store }) => [
      view(
        "game",
        section(
          store.game.title,
          `${kv({ folder: store.game.dir, rooms: store.game.rooms.join(" → "), goal: store.game.goal })}\n\n${progressTable(store.progress)}`,
        ),
      ),
      store.progress.test === "done"
        ? "Show the card above to the user as written, and explain how to start the game."
        : `Show the card above to the user as written, and say which tests still fail: ${store.game.failures.join(", ")}.`,
    ],
    next: terminal,
  })
  .build();
