// `skill-kit studio [--skills <dir>…] [--entry <skill.ts>] [--store <spec>] [--port <n>] [--host <addr>]`:
// serves the studio (a local web page to see and drive skills) until SIGINT or SIGTERM.
import { existsSync } from "node:fs";
import { parseCommand, parseStoreSpec, printedHelp, wholeNumber, type CommandSpec } from "@skill-kit/node";
import { UsageError } from "@skill-kit/primitives";

const spec = {
  command: "studio",
  operands: "",
  summary: [
    "Serve the studio: a local web page with the skills found (diagnostics, scan findings, catalog",
    "use, SKILL.md rendered), a workflow's graph, the runs of a store with their history, live, and",
    "a form to drive a run step by step as an agent would. Binds 127.0.0.1; the printed URL carries",
    "the token the page needs. Runs until Ctrl-C.",
  ].join("\n"),
  flags: [
    {
      name: "skills",
      value: "dir",
      many: true,
      description: "A folder of skills, or one skill folder, to show (repeatable; default: the current folder).",
    },
    {
      name: "entry",
      value: "skill.ts",
      description:
        "The workflow source to show and drive (its folder's SKILL.md too, if any): the only code\nthe studio runs; a skill.ts found under --skills is named, not loaded.",
    },
    {
      name: "store",
      value: "spec",
      description: "Where runs live: file:DIR, postgres://… or redis://… (default: the default session folder).",
    },
    { name: "port", value: "n", description: "The port (default: 0, any free one)." },
    {
      name: "host",
      value: "address",
      description: "The address to bind (default: 127.0.0.1). Another address lets other machines reach the page.",
    },
  ],
} as const satisfies CommandSpec;

/** The start-up line: the URL to open and who can reach it. */
function startLine(studio: { readonly url: string; readonly host: string; readonly loopback: boolean }): string {
  const reach = studio.loopback
    ? "loopback only; --host to change"
    : `bound to ${studio.host}: reachable from other machines by anyone with this URL`;
  return `studio on ${studio.url} (${reach})\n`;
}

function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve(signal);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}

export async function run(args: readonly string[]): Promise<number> {
  const parsed = parseCommand(spec, args);
  if (printedHelp(spec, parsed)) return 0;
  if (parsed.operands.length > 0)
    throw new UsageError(`studio takes no operands; found ${parsed.operands.join(" ")} (use --skills <dir>)`);
  const port = wholeNumber("port", parsed.value("port"), 0);
  if (port > 65535) throw new UsageError(`--port must be at most 65535; found ${port}`);
  const store = parsed.value("store");
  if (store !== undefined) parseStoreSpec(store);
  const entry = parsed.value("entry");
  const given = parsed.values("skills");
  const skills = given.length === 0 && entry === undefined ? ["."] : given;
  for (const path of [...skills, ...(entry === undefined ? [] : [entry])])
    if (!existsSync(path)) throw new UsageError(`path does not exist: ${path}`);
  const { startStudio } = await import("@skill-kit/studio");
  let studio;
  try {
    studio = await startStudio({ skills, entry, store, port, host: parsed.value("host") });
  } catch (error) {
    process.stderr.write(`error: could not start the studio: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  process.stdout.write(startLine(studio));
  const signal = await untilSignal();
  process.stderr.write(`studio: ${signal}, closing\n`);
  await studio.close();
  return 0;
}
