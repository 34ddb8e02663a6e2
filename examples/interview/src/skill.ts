// An interview that builds a profile card and writes it to a file.
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { action, kv, section, skill, table, terminal, type, view } from "@skill-kit/core";

const roles = type("'dev'|'design'|'product'|'other'");

const writeCard = action({
  name: "write-card",
  input: type({ markdown: "string", dir: "string" }),
  output: type({ path: "string" }),
  run: async ({ input }) => {
    await mkdir(input.dir, { recursive: true });
    const path = join(input.dir, "profile-card.md");
    await writeFile(path, input.markdown);
    return { path };
  },
});

export default skill({
  name: "profile-interview",
  description: "Interview the user and build a profile card. Use when someone wants a short profile written for them",
  entry: "greet",
  system: "You are a warm, brief interviewer.",
  params: type({ greeting: "string = 'Hello'", "outDir?": "string" }),
  stores: { profile: type({ "name?": "string", "role?": roles, "stack?": "string[]", "hobbies?": "string[]" }) },
})
  .step("greet", {
    prompt: ({ params }) => `${params.greeting}! Ask the user for their name.`,
    response: type({ name: "string > 0" }),
    save: ({ response }) => ({ profile: { name: response.name } }),
    next: "ask-role",
  })
  .step("ask-role", {
    prompt: ({ act, store }) => [
      act.askUser({
        type: "structured",
        header: "Role",
        question: `What do you do, ${store.steps.greet.name}?`,
        options: [
          { value: "dev", label: "Developer", description: "Writes code" },
          { value: "design", label: "Designer", description: "Shapes how things look and feel" },
          { value: "product", label: "Product", description: "Decides what gets built" },
          { value: "other", label: "Something else", description: "Anything not listed" },
        ],
      }),
    ],
    response: type({ role: roles }),
    save: ({ response }) => ({ profile: { role: response.role } }),
    next: [{ to: "ask-stack", when: ({ response }) => response.role === "dev" }, { to: "ask-hobby" }],
  })
  .step("ask-stack", {
    prompt: "Ask which languages and tools they use most. Answer with a list.",
    response: type({ stack: "string[]" }),
    save: ({ response }) => ({ profile: { stack: response.stack } }),
    next: "ask-hobby",
  })
  .step("ask-hobby", {
    prompt: ({ attempts }) => (attempts === 0 ? "Ask about a hobby." : "Ask about one more hobby."),
    response: type({ hobby: "string", wantsMore: "boolean" }),
    save: ({ response, store }) => ({ profile: { hobbies: [...(store.profile.hobbies ?? []), response.hobby] } }),
    next: [{ to: "ask-hobby", when: ({ response }) => response.wantsMore }, { to: "confirm-profile" }],
    maxVisits: 3,
    onMaxVisits: "confirm-profile",
  })
  .step("confirm-profile", {
    prompt: ({ act, store }) => [
      view(
        "profile",
        kv({
          name: store.profile.name,
          role: store.profile.role,
          stack: (store.profile.stack ?? []).join(", "),
          hobbies: store.profile.hobbies.join(", "),
        }),
      ),
      act.confirm({ message: "Is this profile right?", defaultAnswer: "yes" }),
    ],
    response: type({ approved: "boolean" }),
    next: [{ to: "profile-card", when: ({ response }) => response.approved }, { to: "greet" }],
    maxVisits: 2,
    onMaxVisits: "profile-card",
  })
  .step("profile-card", {
    prompt: ({ store }) => [
      view(section(`${store.profile.name}'s card`, table(store.profile.hobbies.map((hobby) => ({ hobby }))))),
      "Show the card above to the user exactly as written, then reply with a one-line sign-off.",
    ],
    response: type({ signOff: "string" }),
    action: {
      run: writeCard,
      mapInput: ({ store, params }) => ({
        markdown: `# ${store.profile.name}\n\nRole: ${store.profile.role}\n\nHobbies: ${store.profile.hobbies.join(", ")}\n`,
        dir: params.outDir ?? join(tmpdir(), "skill-kit-profile"),
      }),
    },
    next: terminal,
  })
  .build();
