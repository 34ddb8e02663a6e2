// The two tools as data any adapter turns into its library's own shape: a name, a description for the
// model, a JSON Schema of the input (`{ code }`) and of the output (`{ result?, output }`).

/** A JSON Schema object, as tool definitions carry it. */
export interface JsonSchemaObject {
  readonly type: "object";
  readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly required: readonly string[];
  readonly additionalProperties: boolean;
}

/** What both tools take. */
export interface CodeModeInput {
  readonly code: string;
}

export const codeModeInputSchema: JsonSchemaObject = {
  type: "object",
  properties: {
    code: {
      type: "string",
      description:
        "JavaScript: the body of an async function. Use await; return the value you want back (or assign it to `result`); console.log output is returned too.",
    },
  },
  required: ["code"],
  additionalProperties: false,
};

export const codeModeOutputSchema: JsonSchemaObject = {
  type: "object",
  properties: {
    result: { description: "What the code returned (or left in `result`), as JSON; absent when nothing." },
    output: { type: "string", description: "What the code printed with console.log, one line per call." },
  },
  required: ["output"],
  additionalProperties: false,
};

const sandboxRules =
  "It runs in a sandbox (QuickJS): no require, import, process, fetch, filesystem or timers; values cross as JSON.";

export function searchDescription(about: string): string {
  return [
    `Search the API description by running JavaScript over it. ${about}`,
    "The global `spec` holds the whole description (for OpenAPI: `spec.paths[path][method]` is an operation with `operationId`, `summary`, `parameters`, `requestBody`, `responses`).",
    "Return only what you need (e.g. the matching paths, methods and summaries), not the whole spec.",
    sandboxRules,
  ].join("\n");
}

export function executeDescription(
  about: string,
  clients: readonly { readonly name: string; readonly description: string }[],
): string {
  return [
    `Call the API by running JavaScript. ${about}`,
    "Clients (each async: `await clients.<name>(...)`; arguments and answers are JSON):",
    ...clients.map((client) => `- clients.${client.name}: ${client.description}`),
    "Find the operations you need with the search tool first. Chain calls in one run and return only what is needed.",
    sandboxRules,
  ].join("\n");
}
