// CONTRIBUTING.md and AGENTS.md show commands: each `pnpm <script>` they show must be a script of the
// root package.json (or a pnpm command), each `--filter=<name>` a workspace, so the guides cannot
// drift from the house (the paths they name are checked with every doc's: references.mjs).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** pnpm's own commands the guides may show. */
const pnpmCommands = new Set(["install", "i", "add", "remove", "exec", "dlx", "turbo", "changeset", "run", "why", "list"]);

/** `{ scripts, workspaces }`: the root's scripts and every workspace's package name. */
export function house(root) {
  const manifest = (dir) => JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
  const workspaces = new Set();
  for (const zone of ["packages", "apps", "e2e", "examples", "tooling"]) {
    if (!existsSync(join(root, zone))) continue;
    for (const name of readdirSync(join(root, zone)))
      if (existsSync(join(root, zone, name, "package.json"))) workspaces.add(manifest(`${zone}/${name}`).name);
  }
  return { scripts: new Set(Object.keys(manifest(".").scripts ?? {})), workspaces };
}

/** Problems in one guide's text: unknown scripts, unknown filters. */
export function commandProblems(known, doc, text) {
  const problems = [];
  text.split("\n").forEach((line, index) => {
    const where = `${doc}:${index + 1}`;
    for (const match of line.matchAll(/\bpnpm\s+([a-z][\w:-]*)/g)) {
      const script = match[1];
      if (!known.scripts.has(script) && !pnpmCommands.has(script))
        problems.push(`${where}: \`pnpm ${script}\` is not a script of the root package.json`);
    }
    for (const match of line.matchAll(/--filter=(@?[\w/<>-]+)/g)) {
      const name = match[1];
      if (!name.includes("<") && !known.workspaces.has(name)) problems.push(`${where}: --filter=${name} names no workspace`);
    }
  });
  return problems;
}

export function guideProblems(root) {
  const known = house(root);
  return ["CONTRIBUTING.md", "AGENTS.md"].flatMap((doc) =>
    existsSync(join(root, doc))
      ? commandProblems(known, doc, readFileSync(join(root, doc), "utf8"))
      : [`${doc} is missing (the guide for contributors${doc === "AGENTS.md" ? " and coding agents" : ""})`],
  );
}
