// The HTTP flags both servers take, checked the same way: `--host`, `--port`, `--tokens`, `--max-body`
// and the serving bounds (serving-limits.ts).
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import type { HttpFlagValues } from "@skill-kit/node";
import { UsageError } from "@skill-kit/primitives/errors";
import { BearerTokens } from "./bearer-tokens.js";
import { servingLimits, type ServingLimits } from "./serving-limits.js";

/** The user of a server run without `--tokens`, with the token it made or with `--no-token`. */
export const localUser = "local";

/** The token a server started without `--tokens` makes, and where it will write it. */
export interface LocalToken {
  readonly token: string;
  /** The file given with `--token-file`, else `mcp-<port>.token` in `folder` once the port is known. */
  readonly file: string | undefined;
  readonly folder: string;
}

export interface HttpSettings {
  /** The address to bind. */
  readonly host: string;
  /** The port; 0 picks a free one. */
  readonly port: number;
  /** Who may call; undefined (`--no-token`): anyone who can reach a loopback address, as user `local`. */
  readonly tokens: BearerTokens | undefined;
  /** Without `--tokens`: the one token (user `local`) made at start, written to a file only this user can read. */
  readonly localToken?: LocalToken | undefined;
  /** The largest request body read, in bytes. */
  readonly maxBody: number;
  /** Timeouts and the most connections, requests and body bytes at once (`defaultServingLimits` when absent). */
  readonly limits?: ServingLimits | undefined;
}

const defaultHost = "127.0.0.1";
const defaultMaxBody = 1024 * 1024;
/** The port when `--port` is not given (the MCP SDK examples use it too); `--port 0` picks a free one. */
const defaultPort = 3000;

/** The HTTP flags as given: `@skill-kit/node` reads them for both servers. */
export type { HttpFlagValues } from "@skill-kit/node";

export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));
}

function whole(flag: string, text: string, max: number): number {
  if (!/^\d{1,15}$/.test(text) || Number(text) > max)
    throw new UsageError(`${flag} needs a whole number from 0 to ${String(max)}; found ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * The settings, or a `UsageError` whose message says what is wrong (`error: …`, exit 2): a bad
 * number, a tokens file that cannot be read or parsed, a bind address other than loopback without
 * `--tokens`, or flags that contradict each other. Without `--tokens` or `--no-token`, a token is
 * made here (user `local`); `serveOverHttp` writes it once it knows the port.
 * `defaults.runtimeDir` is `defaultRuntimeDir()` of `@skill-kit/node`, passed in so this module
 * loads nothing of skill-kit's but `UsageError` (a built skill's bin/mcp-http.cjs holds it alone).
 */
export function httpSettings(values: HttpFlagValues, defaults: { readonly runtimeDir: string }): HttpSettings {
  const host = values.host ?? defaultHost;
  if (host === "") throw new UsageError("--host needs an address to bind, e.g. 127.0.0.1");
  const port = values.port === undefined ? defaultPort : whole("--port", values.port, 65_535);
  const maxBody = values.maxBody === undefined ? defaultMaxBody : whole("--max-body", values.maxBody, 2 ** 31);
  if (maxBody === 0) throw new UsageError("--max-body must be at least 1 byte");
  const limits = servingLimits(values, maxBody);
  if (values.tokens !== undefined) {
    if (values.noToken === true) throw new UsageError("--no-token and --tokens contradict each other: pass one");
    if (values.tokenFile !== undefined)
      throw new UsageError("--token-file is where a token made at start is written; with --tokens no token is made");
    try {
      return { host, port, tokens: BearerTokens.read(values.tokens), maxBody, limits };
    } catch (error) {
      throw new UsageError(`--tokens: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  if (!isLoopback(host))
    throw new UsageError(
      `--host ${host} is not a loopback address: serving it without --tokens would let anyone on the network in; pass --tokens <file> or bind 127.0.0.1`,
    );
  if (values.noToken === true) {
    if (values.tokenFile !== undefined) throw new UsageError("--token-file and --no-token contradict each other: pass one");
    return { host, port, tokens: undefined, maxBody, limits };
  }
  if (values.tokenFile === "") throw new UsageError("--token-file needs a file name");
  const token = randomBytes(32).toString("base64url");
  return {
    host,
    port,
    tokens: BearerTokens.parse(`${token} ${localUser}`),
    localToken: { token, file: values.tokenFile, folder: defaults.runtimeDir },
    maxBody,
    limits,
  };
}
