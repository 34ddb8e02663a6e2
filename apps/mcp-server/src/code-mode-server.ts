// `skill-kit-mcp --code-mode <spec> [--code-mode-clients <module>]`: an API's two code-mode tools,
// `search` and `execute`, over stdio. The spec is a file or URL (JSON or YAML); the clients come from
// an ES module the user writes, exporting `clients` (and optionally `limits` and `name`); or both come
// from a skill folder whose SKILL.md declares them (skill-code-mode.ts).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CodeModeError, createCodeMode, loadSpec, type CodeMode, type CodeModeTool } from "@skill-kit/code-mode";
import { codedFailure, jsonToolResult, toolFailure } from "@skill-kit/mcp-transport/internal";
import { serveOverStdio } from "@skill-kit/mcp-transport/stdio";
import { McpServer, type CallToolResult } from "@modelcontextprotocol/server";
import * as z from "zod";
import { codeModeOptions } from "./code-mode-clients.js";
import { declaredCodeMode } from "./skill-code-mode.js";
import { log, packageVersion } from "./start-server.js";

/** What `--code-mode` and `--code-mode-clients` name. */
export interface CodeModeFlags {
  readonly spec: string;
  readonly clients?: string;
}

const inputSchema = z.object({
  code: z
    .string()
    .describe(
      "JavaScript: the body of an async function. Use await; return the value you want back (or assign it to `result`); console.log output is returned too.",
    ),
});

const outputSchema = z.object({
  result: z.unknown().optional().describe("What the code returned, as JSON; absent when nothing."),
  output: z.string().describe("What the code printed with console.log."),
});

/** Loads the spec and the clients (exit 1 with one line when either will not do), then serves until stdin ends. */
export async function serveCodeMode(given: CodeModeFlags): Promise<number> {
  let codeMode: CodeMode;
  let source: string;
  try {
    const flags = declaredCodeMode(given);
    source = flags.spec;
    const spec = await loadSpec(flags.spec);
    const options = flags.clients === undefined ? {} : codeModeOptions(await import(pathToFileURL(resolve(flags.clients)).href));
    codeMode = createCodeMode({ spec, clients: {}, ...options });
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const { search, execute } = codeMode.tools;
  log(`code mode over ${source}: tools ${search.name} and ${execute.name}`);
  await serveOverStdio(() => codeModeServer([search, execute]), log);
  return 0;
}

function codeModeServer(tools: readonly CodeModeTool[]): McpServer {
  const server = new McpServer({ name: "skill-kit-mcp", version: packageVersion() }, { capabilities: { tools: {} } });
  for (const tool of tools)
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema, outputSchema, annotations: { openWorldHint: true } },
      async ({ code }) => answer(tool, code),
    );
  return server;
}

async function answer(tool: CodeModeTool, code: string): Promise<CallToolResult> {
  try {
    const { result, output } = await tool.run(code);
    return jsonToolResult(result === undefined ? { output } : { result, output });
  } catch (error) {
    if (!CodeModeError.isInstance(error)) throw error;
    const output = typeof error.data?.["output"] === "string" && error.data["output"] !== "" ? error.data["output"] : "";
    const text = output === "" ? error.message : `${error.message}\nOutput before the failure:\n${output}`;
    return toolFailure(text, codedFailure(error.code));
  }
}
