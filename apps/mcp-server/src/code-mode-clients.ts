// The module `--code-mode-clients` names: its `clients` export (host functions, or `{ description, call }`),
// and optionally `limits` and `name`, checked for shape before serving.
import type { CodeModeClient, CodeModeLimits, JsonValue } from "@skill-kit/code-mode";

export interface GivenCodeMode {
  readonly clients: Readonly<Record<string, CodeModeClient>>;
  readonly limits?: CodeModeLimits;
  readonly name?: string;
}

/** The code-mode options a clients module exports; throws saying what it expected when they will not do. */
export function codeModeOptions(module: unknown): GivenCodeMode {
  if (typeof module !== "object" || module === null || !("clients" in module))
    throw new TypeError("--code-mode-clients: the module must export `clients`, an object of functions");
  const clients: Record<string, CodeModeClient> = {};
  const given = module.clients;
  if (typeof given !== "object" || given === null)
    throw new TypeError("--code-mode-clients: `clients` must be an object of functions");
  for (const [name, client] of Object.entries(given)) clients[name] = clientOf(name, client);
  const limits = "limits" in module ? limitsOf(module.limits) : undefined;
  const name = "name" in module && typeof module.name === "string" ? module.name : undefined;
  return { clients, ...(limits === undefined ? {} : { limits }), ...(name === undefined ? {} : { name }) };
}

function clientOf(name: string, client: unknown): CodeModeClient {
  if (typeof client === "function") return (...args: JsonValue[]): unknown => called(client, { self: undefined, args });
  if (typeof client === "object" && client !== null && "call" in client && typeof client.call === "function") {
    const call: unknown = client.call;
    const description =
      "description" in client && typeof client.description === "string" ? client.description : "a host function";
    return {
      description,
      call: (...args: JsonValue[]): unknown => (typeof call === "function" ? called(call, { self: client, args }) : undefined),
    };
  }
  throw new TypeError(`--code-mode-clients: clients.${name} must be a function or { description, call }`);
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- a module's export, checked with typeof
function called(fn: Function, how: { readonly self: unknown; readonly args: JsonValue[] }): unknown {
  const value: unknown = Reflect.apply(fn, how.self, how.args);
  return value;
}

const limitNames = ["timeMs", "memoryBytes", "stackBytes", "outputChars", "resultChars", "codeChars", "hostCalls"] as const;

function limitsOf(value: unknown): CodeModeLimits | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null) throw new TypeError("--code-mode-clients: `limits` must be an object");
  const limits: Record<string, number> = {};
  for (const name of limitNames) {
    const limit: unknown = Reflect.get(value, name);
    if (limit === undefined) continue;
    if (typeof limit !== "number") throw new TypeError(`--code-mode-clients: limits.${name} must be a number`);
    limits[name] = limit;
  }
  return limits;
}
