// CONTRIBUTING.md and AGENTS.md show commands and paths: each `pnpm <script>` they show must be a
// script of the root package.json (or a pnpm command), each `--filter=<name>` a workspace, each
// repository path they name must exist, so the guides cannot drift from the house.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** pnpm's own commands the guides may show. */
const pnpmCommands = new Set(["install", "i", "add", "remove", "exec", "dlx", "turbo", "changeset", "run", "why", "list"]);
const pathStart = /^(?:packages|apps|e2e|examples|tooling|docs|scripts|bench|\.changeset|\.ci)\//;

/** `{ root, scripts, workspaces }`: the root's scripts and every workspace's package name. */
export function house(root) {
  const manifest = (dir) => JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
  const workspaces = new Set();
  for (const zone of ["packages", "apps", "e2e", "examples", "tooling"]) {
    if (!existsSync(join(root, zone))) continue;
    for (const name of readdirSync(join(root, zone)))
      if (existsSync(join(root, zone, name, "package.json"))) workspaces.add(manifest(`${zone}/${name}`).name);
  }
  return { root, scripts: new Set(Object.keys(manifest(".").scripts ?? {})), workspaces };
}

/** Problems in one guide's text: unknown scripts, unknown filters, paths that do not exist. */
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
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const path = match[1].replace(/[.,:;]$/, "");
      if (!pathStart.test(path) || /[<>*]/.test(path)) continue;
      if (!existsSync(join(known.root, path))) problems.push(`${where}: ${path} does not exist`);
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
