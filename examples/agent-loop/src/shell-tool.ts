// The example's one app tool: `Bash`, a shell command run in the project folder. Which calls run
// without asking is decided by the active skills' `allowed-tools`, through the AI SDK's approval.
import { execFile } from "node:child_process";
import { jsonSchema, tool, type Tool } from "ai";

export interface ShellInput {
  readonly command: string;
}

export interface ShellOutput {
  readonly exitCode: number;
  readonly output: string;
}

/** Runs `sh -c command` in `cwd` and returns its exit code and output (stdout then stderr), cut at 20,000 characters. */
function run(command: string, cwd: string): Promise<ShellOutput> {
  return new Promise((resolve) => {
    execFile("sh", ["-c", command], { cwd, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      const exitCode = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
      resolve({ exitCode, output: `${stdout}${stderr}`.slice(0, 20_000) });
    });
  });
}

/** The `Bash` tool, running commands in `cwd`. */
export function shellTool(cwd: string): Tool<ShellInput, ShellOutput> {
  return tool({
    description: "Run a shell command in the project folder and return its exit code and output.",
    inputSchema: jsonSchema<ShellInput>({
      type: "object",
      properties: { command: { type: "string", description: "The command line, e.g. git status --short." } },
      required: ["command"],
      additionalProperties: false,
    }),
    execute: ({ command }) => run(command, cwd),
  });
}
