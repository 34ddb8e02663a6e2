// `skill-kit new <name> [--dir <path>]`: scaffolds a skill project that builds and passes its test.
import { existsSync, readdirSync, statSync } from "node:fs";
import { relative, resolve } from "node:path";
import { UsageError } from "../usage-error.js";
import { printedHelp, parseCommand, usageLine, type CommandSpec } from "./flags.js";
import { nameProblem } from "./new-name.js";

const spec = {
  command: "new",
  operands: "<name>",
  summary: [
    "Scaffold a skill project: package.json, src/skill.ts (a three-step workflow), src/skill.test.ts,",
    "tsconfig.json, .gitignore, pnpm-workspace.yaml and a README. After an install, `npm test` passes",
    "and `npm run build` writes the skill to dist/<name>.",
    "<name> is the npm package, folder and skill name: lowercase a-z, digits and single '-', at most 64 characters.",
  ].join("\n"),
  flags: [{ name: "dir", short: "d", value: "path", description: "The project folder; it must not exist or be empty (default: ./<name>)." }],
} as const satisfies CommandSpec;

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  const name = nameOperand(parsed.operands);
  const dir = resolve(parsed.value("dir") ?? name);
  refuseUnusableFolder(dir);
  // Loaded only now, so --help and usage errors answer at once.
  const [{ projectFiles }, { projectVersions }, { writeProject }] = await Promise.all([
    import("../templates/project-files.js"),
    import("./new-versions.js"),
    import("./new-write.js"),
  ]);
  const files = projectFiles({ name, versions: projectVersions() });
  try {
    writeProject(dir, files);
  } catch (error) {
    process.stderr.write(`error: could not write ${dir}: ${error instanceof Error ? error.message : String(error)}; nothing was left behind\n`);
    return 1;
  }
  const shown = relative(process.cwd(), dir) || ".";
  process.stderr.write(
    [`Created ${name} in ${dir}:`, ...Object.keys(files).map((file) => `  ${file}`), "", "Next:", `  cd ${shown}`, "  npm install", "  npm test", "  npm run build", `  dist/${name}/scripts/run --params '{}'`, ""].join("\n"),
  );
  return 0;
}

function nameOperand(operands: readonly string[]): string {
  const [name, ...extra] = operands;
  if (name === undefined) throw new UsageError(`missing the project name\n${usageLine(spec)}`);
  if (extra.length > 0) throw new UsageError(`expected one project name, found ${operands.length}: ${operands.join(" ")}\n${usageLine(spec)}`);
  const problem = nameProblem(name);
  if (problem !== undefined) throw new UsageError(`invalid project name "${name}": ${problem}`);
  return name;
}

function refuseUnusableFolder(dir: string): void {
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory()) throw new UsageError(`${dir} exists and is not a folder`);
  const entries = readdirSync(dir);
  if (entries.length > 0) {
    const listed = entries.slice(0, 3).join(", ") + (entries.length > 3 ? ", …" : "");
    throw new UsageError(`${dir} is not empty (${listed}); choose a new or empty folder with --dir`);
  }
}
