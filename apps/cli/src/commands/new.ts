// `skill-kit new <name> [--dir <path>]`: scaffolds a skill project that builds and passes its test.
import { existsSync, readdirSync, statSync } from "node:fs";
import { relative, resolve } from "node:path";
import { UsageError } from "../usage-error.js";
import { printedHelp, parseCommand, usageLine, type CommandSpec } from "./flags.js";
import { nameProblem } from "./new-name.js";
import { checkoutRoot, copyVendor, packCheckout, vendorSpecs } from "./new-vendor.js";

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
  const name = nameOperand(parsed.operands);
  const dir = resolve(parsed.value("dir") ?? name);
  refuseUnusableFolder(dir);
  // Loaded only now, so --help and usage errors answer at once.
  const [{ projectFiles }, { projectVersions }, { writeProject }] = await Promise.all([
    import("../templates/project-files.js"),
    import("./new-versions.js"),
    import("./new-write.js"),
  ]);
  const vendor = parsed.has("from-registry") ? undefined : packFromCheckout();
  if (vendor instanceof Error) {
    process.stderr.write(
      `error: ${vendor.message}; nothing was written (pass --from-registry to depend on published versions)\n`,
    );
    return 1;
  }
  try {
    const versions = projectVersions();
    const specs = vendor === undefined ? undefined : vendorSpecs(vendor.tarballs);
    const files = projectFiles({
      name,
      versions:
        specs === undefined
          ? versions
          : {
              ...versions,
              core: specs.get("@skill-kit/core") ?? versions.core,
              cli: specs.get("@skill-kit/cli") ?? versions.cli,
            },
      ...(specs === undefined ? {} : { vendored: specs }),
    });
    writeProject(dir, files);
    if (vendor !== undefined) copyVendor(dir, vendor.tarballs);
    printNext(name, dir, [
      ...Object.keys(files),
      ...(vendor === undefined ? [] : ["vendor/ (the @skill-kit packages, packed from this checkout)"]),
    ]);
  } catch (error) {
    process.stderr.write(
      `error: could not write ${dir}: ${error instanceof Error ? error.message : String(error)}; nothing was left behind\n`,
    );
    return 1;
  } finally {
    vendor?.remove();
  }
  return 0;
}

/** The checkout's packages, packed, when this CLI runs from a checkout; undefined when it was installed. */
function packFromCheckout(): ReturnType<typeof packCheckout> | Error | undefined {
  const root = checkoutRoot();
  if (root === undefined) return undefined;
  try {
    return packCheckout(root);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function printNext(name: string, dir: string, files: readonly string[]): void {
  const shown = relative(process.cwd(), dir) || ".";
  process.stderr.write(
    [
      `Created ${name} in ${dir}:`,
      ...files.map((file) => `  ${file}`),
      "",
      "Next:",
      `  cd ${shown}`,
      "  npm install",
      "  npm test",
      "  npm run build",
      `  dist/${name}/scripts/run --params '{}'`,
      "",
    ].join("\n"),
  );
}

function nameOperand(operands: readonly string[]): string {
  const [name, ...extra] = operands;
  if (name === undefined) throw new UsageError(`missing the project name\n${usageLine(spec)}`);
  if (extra.length > 0)
    throw new UsageError(`expected one project name, found ${operands.length}: ${operands.join(" ")}\n${usageLine(spec)}`);
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
