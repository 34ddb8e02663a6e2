// `skill-kit new <name> [--dir <path>]`: scaffolds a skill project that builds and passes its test
// (the writing is @skill-kit/scaffold's).
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { UsageError } from "@skill-kit/primitives";
import { printedHelp, parseCommand, usageLine, type CommandSpec } from "@skill-kit/node";

const spec = {
  command: "new",
  operands: "<name>",
  summary: [
    "Scaffold a skill project: package.json, src/skill.ts (a three-step workflow), src/skill.test.ts,",
    "tsconfig.json, .gitignore, pnpm-workspace.yaml and a README. After an install, `npm test` passes",
    "and `npm run build` writes the skill to dist/<name>.",
    "<name> is the npm package, folder and skill name: lowercase a-z, digits and single '-', at most 64 characters.",
  ].join("\n"),
  flags: [
    {
      name: "dir",
      short: "d",
      value: "path",
      description: "The project folder; it must not exist or be empty (default: ./<name>).",
    },
    {
      name: "from-registry",
      description:
        "Depend on @skill-kit packages by version range even when run from a checkout (by default a checkout packs them into <project>/vendor, since they are not published yet).",
    },
  ],
} as const satisfies CommandSpec;

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  const [name, ...extra] = parsed.operands;
  if (name === undefined) throw new UsageError(`missing the project name\n${usageLine(spec)}`);
  if (extra.length > 0)
    throw new UsageError(
      `expected one project name, found ${parsed.operands.length}: ${parsed.operands.join(" ")}\n${usageLine(spec)}`,
    );
  const dir = resolve(parsed.value("dir") ?? name);
  // Loaded only now, so --help and usage errors answer at once.
  const { nextSteps, scaffoldProject } = await import("@skill-kit/scaffold");
  const cliManifest = fileURLToPath(new URL("../../package.json", import.meta.url));
  const made = scaffoldProject({ name, dir, cliManifest, fromRegistry: parsed.has("from-registry") });
  if (!made.ok) {
    const why =
      made.failed === "pack"
        ? "nothing was written (pass --from-registry to depend on published versions)"
        : "nothing was left behind";
    process.stderr.write(
      made.failed === "pack" ? `error: ${made.message}; ${why}\n` : `error: could not write ${dir}: ${made.message}; ${why}\n`,
    );
    return 1;
  }
  process.stderr.write(nextSteps({ name, dir, files: made.files }));
  return 0;
}
