// Code mode's two tools (`search` and `execute`, from `@skill-kit/code-mode`'s `createCodeMode`) as
// every adapter takes them: described by shape here, so this entry imports neither the code-mode
// package nor its engine, and answered the same way for each library: the call's `{ result?, output }`
// as JSON text, or a failure's code and message (with what the code printed) as the error text.

/** One tool of code mode as the adapters read it (`CodeModeTool` of `@skill-kit/code-mode`). */
export interface CodeModeToolDefinition {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: {
    readonly type: "object";
    readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
    readonly required: readonly string[];
    readonly additionalProperties: boolean;
  };
  readonly run: (code: string) => Promise<unknown>;
}

/** What `createCodeMode` returns, as far as the adapters need it. */
export interface CodeModeTools {
  readonly tools: { readonly search: CodeModeToolDefinition; readonly execute: CodeModeToolDefinition };
}

/** The answer to one call: the text the model reads, and whether the call failed. */
export interface CodeModeCallAnswer {
  readonly text: string;
  readonly isError: boolean;
}

export function codeModeToolList(codeMode: CodeModeTools): readonly CodeModeToolDefinition[] {
  return [codeMode.tools.search, codeMode.tools.execute];
}

/** Runs a call of one of the two tools (input as an object or as JSON text); undefined for any other tool. */
export async function runCodeModeCall(
  codeMode: CodeModeTools,
  call: { readonly name: string; readonly input: unknown },
): Promise<CodeModeCallAnswer | undefined> {
  const definition = codeModeToolList(codeMode).find((item) => item.name === call.name);
  if (definition === undefined) return undefined;
  const code = codeOf(call.input);
  if (code === undefined) return { text: 'the input must be an object: {"code": <JavaScript>}', isError: true };
  try {
    return { text: JSON.stringify(await definition.run(code)), isError: false };
  } catch (error) {
    return { text: failureText(error), isError: true };
  }
}

/** A failed call as the model reads it: `CODE: message`, then what the code printed before it failed. */
export function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = "code" in error && typeof error.code === "string" ? `${error.code}: ` : "";
  const data = "data" in error && typeof error.data === "object" && error.data !== null ? error.data : {};
  const output =
    "output" in data && typeof data.output === "string" && data.output !== ""
      ? `\nOutput before the failure:\n${data.output}`
      : "";
  return `${code}${error.message}${output}`;
}

function codeOf(input: unknown): string | undefined {
  let value = input;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== "object" || value === null || !("code" in value)) return undefined;
  return typeof value.code === "string" ? value.code : undefined;
}
