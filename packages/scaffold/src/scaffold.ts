// `skill-kit new`: a skill project written all or nothing. From a checkout, the @skill-kit packages
// are packed into <project>/vendor (they are not published yet); otherwise they come by version range.
import { existsSync, readdirSync, statSync } from "node:fs";
import { relative } from "node:path";
import { UsageError } from "@skill-kit/primitives";
import { nameProblem } from "./name.js";
import { projectFiles } from "./templates/project-files.js";
import { checkoutRoot, copyVendor, packCheckout, vendorSpecs } from "./vendor.js";
import { projectVersions } from "./versions.js";
import { writeProject } from "./write-project.js";

export interface ScaffoldOptions {
  /** The npm package, folder and skill name. */
  readonly name: string;
  /** The project folder: it must not exist or be empty. */
  readonly dir: string;
  /** The package.json of the CLI that makes the project: its versions, and whether it runs from a checkout. */
  readonly cliManifest: string;
  /** Depend on published versions even from a checkout. */
  readonly fromRegistry?: boolean;
}

/** What was written, or why nothing was: packing the checkout failed, or writing did (and was undone). */
export type ScaffoldResult =
  | { readonly ok: true; readonly files: readonly string[] }
  | { readonly ok: false; readonly failed: "pack" | "write"; readonly message: string };

/** Throws `UsageError` for a name or folder that cannot be used; anything else is a `ScaffoldResult`. */
export function scaffoldProject(options: ScaffoldOptions): ScaffoldResult {
  const problem = nameProblem(options.name);
  if (problem !== undefined) throw new UsageError(`invalid project name "${options.name}": ${problem}`);
  refuseUnusableFolder(options.dir);
  const vendor = options.fromRegistry === true ? undefined : packFromCheckout(options.cliManifest);
  if (vendor instanceof Error) return { ok: false, failed: "pack", message: vendor.message };
  try {
    const versions = projectVersions(options.cliManifest);
    const specs = vendor === undefined ? undefined : vendorSpecs(vendor.tarballs);
    const files = projectFiles({
      name: options.name,
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
    writeProject(options.dir, files);
    if (vendor !== undefined) copyVendor(options.dir, vendor.tarballs);
    const packed = vendor === undefined ? [] : ["vendor/ (the @skill-kit packages, packed from this checkout)"];
    return { ok: true, files: [...Object.keys(files), ...packed] };
  } catch (error) {
    return { ok: false, failed: "write", message: error instanceof Error ? error.message : String(error) };
  } finally {
    vendor?.remove();
  }
}

/** The checkout's packages, packed, when the CLI runs from a checkout; undefined when it was installed. */
function packFromCheckout(cliManifest: string): ReturnType<typeof packCheckout> | Error | undefined {
  const root = checkoutRoot(cliManifest);
  if (root === undefined) return undefined;
  try {
    return packCheckout(root);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
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

/** What `skill-kit new` prints once the project is written: the files, then the commands to run. */
export function nextSteps(made: { readonly name: string; readonly dir: string; readonly files: readonly string[] }): string {
  const shown = relative(process.cwd(), made.dir) || ".";
  const next = ["npm install", "npm test", "npm run build", `dist/${made.name}/scripts/run --params '{}'`];
  return [
    `Created ${made.name} in ${made.dir}:`,
    ...made.files.map((file) => `  ${file}`),
    "",
    "Next:",
    `  cd ${shown}`,
    ...next.map((line) => `  ${line}`),
    "",
  ].join("\n");
}
