// `createCodeMode`: the two tools over one API. `search` runs the model's code with the spec as the
// global `spec` and nothing else; `execute` runs it with the clients as `clients.<name>` and no spec.
// Each call gets a fresh engine and context (see run-sandboxed.ts).
import { isJsonObject, type CodeModeClient, type HostFunction, type JsonValue } from "./json-value.js";
import { resolveLimits, type CodeModeLimits } from "./limits.js";
import { runSandboxed } from "./run-sandboxed.js";
import {
  codeModeInputSchema,
  codeModeOutputSchema,
  executeDescription,
  searchDescription,
  type JsonSchemaObject,
} from "./tool-definitions.js";

/** What a call answers: the code's value (absent when none) and what it printed. */
export interface CodeModeResult {
  readonly result?: JsonValue;
  readonly output: string;
}

/** One of the two tools: its definition, and `run(code)` to answer a call of it. */
export interface CodeModeTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonSchemaObject;
  readonly outputSchema: JsonSchemaObject;
  /** Runs the code; rejects with a `CodeModeError` (a limit hit, or the code threw). */
  readonly run: (code: string) => Promise<CodeModeResult>;
}

export interface CodeModeOptions {
  /** The API's description: any JSON value (an OpenAPI document is the main case). */
  readonly spec: JsonValue;
  /** The host functions `execute` gets, as `clients.<name>`. */
  readonly clients: Readonly<Record<string, CodeModeClient>>;
  readonly limits?: CodeModeLimits;
  /** Prefixes the tool names (`<name>_search`, `<name>_execute`), for more than one API in a tool set. */
  readonly name?: string;
  /** One line about the API for both descriptions (default: the spec's `info.title` and `info.description` when it has them). */
  readonly about?: string;
}

export interface CodeMode {
  readonly search: (code: string) => Promise<CodeModeResult>;
  readonly execute: (code: string) => Promise<CodeModeResult>;
  readonly tools: { readonly search: CodeModeTool; readonly execute: CodeModeTool };
}

const clientName = /^[A-Za-z_$][\w$]*$/;

export function createCodeMode(options: CodeModeOptions): CodeMode {
  const limits = resolveLimits(options.limits);
  const specText = JSON.stringify(options.spec);
  const clients = new Map<string, HostFunction>();
  const described: { name: string; description: string }[] = [];
  for (const [name, client] of Object.entries(options.clients)) {
    if (!clientName.test(name)) throw new RangeError(`client name "${name}" is not a JavaScript identifier`);
    clients.set(name, typeof client === "function" ? client : client.call);
    described.push({ name, description: typeof client === "function" ? "a host function" : client.description });
  }
  const about = options.about ?? aboutSpec(options.spec);
  const search = (code: string): Promise<CodeModeResult> => answer(runSandboxed({ code, limits, specText }));
  const execute = (code: string): Promise<CodeModeResult> => answer(runSandboxed({ code, limits, clients }));
  const prefix = options.name === undefined ? "" : `${options.name}_`;
  const tool = (name: string, description: string, run: CodeModeTool["run"]): CodeModeTool => ({
    name: `${prefix}${name}`,
    description,
    inputSchema: codeModeInputSchema,
    outputSchema: codeModeOutputSchema,
    run,
  });
  return {
    search,
    execute,
    tools: {
      search: tool("search", searchDescription(about), search),
      execute: tool("execute", executeDescription(about, described), execute),
    },
  };
}

async function answer(running: ReturnType<typeof runSandboxed>): Promise<CodeModeResult> {
  const { result, output } = await running;
  return result === undefined ? { output } : { result, output };
}

function aboutSpec(spec: JsonValue): string {
  const info = isJsonObject(spec) ? spec["info"] : undefined;
  if (!isJsonObject(info)) return "";
  const title = typeof info["title"] === "string" ? info["title"] : "";
  const description = typeof info["description"] === "string" ? (info["description"].split("\n")[0] ?? "") : "";
  return [title, description].filter((part) => part !== "").join(": ");
}
