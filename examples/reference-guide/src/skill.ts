// A reference skill: a small git field guide. Some topics are files in `references/` (copied
// beside the built skill), others are built from data with the render helpers.
import { code, kv, reference, section, table } from "@skill-kit/core";

const commitPrefixes = [
  { prefix: "feat", use: "a capability users can see", bump: "minor" },
  { prefix: "fix", use: "a bug fix", bump: "patch" },
  { prefix: "docs", use: "documentation only", bump: "none" },
  { prefix: "refactor", use: "a code change with no change in behaviour", bump: "none" },
  { prefix: "chore", use: "tooling, dependencies, housekeeping", bump: "none" },
];

const aliases = {
  st: "status --short --branch",
  lg: "log --oneline --graph --decorate",
  amend: "commit --amend --no-edit",
  unstage: "restore --staged",
};

const aliasCommands = Object.entries(aliases).map(([name, command]) => `git config --global alias.${name} "${command}"`);

export default reference({
  name: "git-field-guide",
  description:
    "Short git recipes: undoing changes, branches, commit messages, aliases and recovering lost commits. Use when someone asks how to do something with git",
  triggers: ["undo a git commit", "rename a git branch", "commit message prefix", "git alias", "recover a lost commit"],
})
  .topic("undo", { label: "Undo a change, wherever it is now", content: ({ refs }) => refs.load("undo.md") })
  .topic("branches", { label: "Create, rename, delete and prune branches", content: ({ refs }) => refs.load("branches.md") })
  .topic("commit-prefixes", {
    label: "Commit message prefixes and the version bump each implies",
    content: () =>
      section(
        "Commit message prefixes",
        `${table(commitPrefixes)}\n\nWrite the subject in the imperative mood: \`fix: handle an empty config file\`.`,
      ),
  })
  .topic("aliases", {
    label: "Aliases that save typing",
    content: () =>
      [section("Aliases", kv(aliases)), "Install them all at once:", code(aliasCommands.join("\n"), "sh")].join("\n\n"),
  })
  .topic("recovery", {
    label: "Recover lost commits with the reflog",
    content: ({ refs }) =>
      section(
        "Recover lost commits",
        `${refs.load("reflog.md").trimEnd()}\n\n${code("git reflog\ngit branch rescue HEAD@{2}", "sh")}`,
      ),
  })
  .build();
