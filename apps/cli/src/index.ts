// The `skill-kit` command table; @skill-kit/node runs it (help, version, exit codes).
// Each command is imported only when it runs, so `--help` stays fast.
import { runProgram, type Command } from "@skill-kit/node";
import { scanSummary } from "./commands/scan-summary.js";
import { version } from "./version.js";

const commands: Readonly<Record<string, Command>> = {
  build: {
    summary: "build a skill into a distributable folder: build <entry.ts> -o <dir> [--mode node|bun]",
    load: () => import("./commands/build.js"),
  },
  run: {
    summary: "run a skill source without building it: run <entry.ts> [start|advance|…]",
    load: () => import("./commands/run.js"),
  },
  check: { summary: "lint a skill source: check <entry.ts> [--json]", load: () => import("./commands/check.js") },
  validate: {
    summary: "check SKILL.md skills: validate [--strict | --profile <host>] [--json] <path>...",
    load: () => import("./commands/validate.js"),
  },
  graph: {
    summary: "draw a skill's workflow: graph <entry.ts> [--format mermaid|dot] [-o file]",
    load: () => import("./commands/graph.js"),
  },
  add: {
    summary: "install skills from a folder, git repository or skills server: add <source> [--skill …] [--agent …]",
    load: () => import("./commands/add.js"),
  },
  install: {
    summary: "restore the skills of skills-lock.json, verified file by file: install [--check]",
    load: () => import("./commands/install.js"),
  },
  remove: {
    summary: "remove skills of skills-lock.json and their folders: remove <name>...",
    load: () => import("./commands/remove.js"),
  },
  update: {
    summary: "fetch locked skills again at their ref, scan and re-lock them: update [name...]",
    load: () => import("./commands/update.js"),
  },
  list: {
    summary: "list the skills of skills-lock.json and whether their folders match: list [--json]",
    load: () => import("./commands/list.js"),
  },
  scan: {
    summary: scanSummary,
    load: () => import("./commands/scan.js"),
  },
  studio: {
    summary: "serve a local web page to see and drive skills: studio [--skills <dir>…] [--entry <skill.ts>] [--store <spec>]",
    load: () => import("./commands/studio.js"),
  },
  new: {
    summary: "scaffold a skill project that builds and passes its test: new <name> [--dir <path>]",
    load: () => import("./commands/new.js"),
  },
};

export function runCli(argv: readonly string[]): Promise<number> {
  return runProgram({ name: "skill-kit", version, commands }, argv);
}
