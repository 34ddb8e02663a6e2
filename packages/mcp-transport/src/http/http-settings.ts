// The HTTP flags both servers take, checked the same way: `--host`, `--port`, `--tokens`, `--max-body`.
import { isIP } from "node:net";
import type { HttpFlagValues } from "@skill-kit/node";
import { BearerTokens } from "./bearer-tokens.js";

export interface HttpSettings {
  /** The address to bind. */
  readonly host: string;
  /** The port; 0 picks a free one. */
  readonly port: number;
  /** Who may call; undefined: anyone who can reach a loopback address, as user `local`. */
  readonly tokens: BearerTokens | undefined;
  /** The largest request body read, in bytes. */
  readonly maxBody: number;
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
    throw new Error(`${flag} needs a whole number from 0 to ${String(max)}; found ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * The settings, or an Error whose message says what is wrong (a usage error to the caller): a bad
 * number, a tokens file that cannot be read or parsed, or a bind address other than loopback
 * without `--tokens`.
 */
export function httpSettings(values: HttpFlagValues): HttpSettings {
  const host = values.host ?? defaultHost;
  if (host === "") throw new Error("--host needs an address to bind, e.g. 127.0.0.1");
  const port = values.port === undefined ? defaultPort : whole("--port", values.port, 65_535);
  const maxBody = values.maxBody === undefined ? defaultMaxBody : whole("--max-body", values.maxBody, 2 ** 31);
  if (maxBody === 0) throw new Error("--max-body must be at least 1 byte");
  let tokens: BearerTokens | undefined;
  if (values.tokens !== undefined) {
    try {
      tokens = BearerTokens.read(values.tokens);
    } catch (error) {
      throw new Error(`--tokens: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  if (tokens === undefined && !isLoopback(host))
    throw new Error(
      `--host ${host} is not a loopback address: serving it without --tokens would let anyone on the network in; pass --tokens <file> or bind 127.0.0.1`,
    );
  return { host, port, tokens, maxBody };
}
