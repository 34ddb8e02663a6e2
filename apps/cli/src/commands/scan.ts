// `skill-kit scan <path…> [--format text|json|sarif] [--sarif-root <dir>] [--suppressions <file>]`: an
// offline security scan of skills; exit 1 when a finding that is not suppressed is an error.
import { type Dirent, existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { existingPaths, parseCommand, printedHelp, type CommandSpec } from "@skill-kit/node";
import { UsageError } from "@skill-kit/primitives/errors";
import { version } from "../version.js";

const spec = {
  command: "scan",
  operands: "<path>...",
  summary: [
    "Scan skills for what an installer should know before an agent runs them: hidden Unicode,",
    "download-and-execute, secrets read and sent out, links out of the skill, programs and archives,",
    "over-broad allowed-tools, commands run at load. Each path is a skill folder (or its SKILL.md) or a",
    "folder searched for skills. Offline. Exit 1 on an error-level finding that is not suppressed",
    "(docs/installing.md).",
  ].join("\n"),
  flags: [
    {
      name: "format",
      value: "format",
      choices: ["text", "json", "sarif"],
      description: "Report format on stdout (default text, on stderr).",
    },
    {
      name: "sarif-root",
      value: "dir",
      description:
        "The folder SARIF file URIs are relative to, as %SRCROOT% (default: the current folder; the repository root for code scanning).",
    },
    {
      name: "suppressions",
      value: "file",
      description: "Accepted findings, each with a reason (default: ./.skill-kit-scan.json when it exists).",
    },
  ],
} as const satisfies CommandSpec;

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  existingPaths(spec, parsed.operands, "the path of a skill or of a folder of skills");
  // The scan parses shell with a WebAssembly grammar; under `node --jitless` there is none: say so, scan nothing.
  if (!("WebAssembly" in globalThis)) {
    process.stderr.write(
      "skill-kit scan: WebAssembly is not available in this Node (started with --jitless?), and the scan's shell parser needs it: nothing was scanned\n",
    );
    return 1;
  }
  const scan = await import("@skill-kit/scan");
  const suppressionsFile =
    parsed.value("suppressions") ?? (existsSync(scan.suppressionFileName) ? scan.suppressionFileName : undefined);
  let suppressions: ReturnType<typeof scan.parseSuppressions> = [];
  if (suppressionsFile !== undefined) {
    if (!existsSync(suppressionsFile)) throw new UsageError(`--suppressions: no such file ${suppressionsFile}`);
    try {
      suppressions = scan.parseSuppressions(readFileSync(suppressionsFile, "utf8"), suppressionsFile);
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  }
  const folders = parsed.operands
    .map(scannedFolder)
    .flatMap((path): { folder: string; entries?: readonly Dirent[]; shown: string }[] => {
      const found = scan.findSkills(resolve(path));
      return found.length > 0
        ? found.map(({ folder, entries }) => ({ folder, entries, shown: folder === resolve(path) ? path : folder }))
        : [{ folder: resolve(path), shown: path }];
    });
  // Discovery already listed each skill folder: its entries are handed on, not read again. A skill
  // nested in another is scanned as itself, so its files are left out of the enclosing skill's.
  const findings = folders.flatMap(({ folder, entries, shown }) =>
    scan.scanSkill(
      {
        ...scan.readSkillContents(folder, { modes: false, nestedSkills: false, ...(entries === undefined ? {} : { entries }) }),
        skill: shown,
      },
      { suppressions },
    ),
  );
  const format = parsed.value("format") ?? "text";
  if (format === "json") process.stdout.write(`${JSON.stringify(findings, null, 2)}\n`);
  else if (format === "sarif") {
    const root = resolve(parsed.value("sarif-root") ?? ".");
    if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`--sarif-root: no such folder ${root}`);
    process.stdout.write(`${JSON.stringify(scan.sarifReport(findings, { version: version(), root }), null, 2)}\n`);
  } else process.stderr.write(scan.textReport(findings, folders.length));
  return scan.hasBlockingFindings(findings) ? 1 : 0;
}

/** A skill's SKILL.md stands for its folder; any other file is a usage error (a folder is scanned as it is). */
function scannedFolder(path: string): string {
  if (!statSync(path).isFile()) return path;
  if (basename(path) === "SKILL.md") return dirname(path);
  throw new UsageError(`${path} is a file: give a skill's folder (or its SKILL.md), or a folder of skills`);
}
