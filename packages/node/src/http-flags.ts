// The flags `--http` brings to both servers (`skill-kit-mcp` and a built skill's `scripts/run mcp`),
// declared once. Each server adds `--host`, whose meaning is its own; `httpSettings` of
// `@skill-kit/mcp-transport/http` checks the values (docs/decisions/2026-11-25-serving.md).
import type { FlagSpec } from "./command-spec.js";

/** `--http` and the flags taken only with it. */
export const httpFlags = [
  {
    name: "http",
    description:
      "Serve over Streamable HTTP at /mcp instead of stdio, statelessly: any instance sharing the store answers any call.",
  },
  { name: "port", value: "n", needs: "http", description: "With --http: the port (default: 3000; 0 picks a free one)." },
  {
    name: "tokens",
    value: "file",
    needs: "http",
    description:
      "With --http: bearer tokens, one '<token> <user id>' per line; required off loopback. Without it, the server makes one token at start and writes it to --token-file.",
  },
  {
    name: "token-file",
    value: "file",
    needs: "http",
    description:
      "With --http and no --tokens: where the token made at start is written, readable by this user only (default: ~/.skill-kit/run/mcp-<port>.token, or under $XDG_RUNTIME_DIR).",
  },
  {
    name: "no-token",
    needs: "http",
    description: "With --http on loopback: no token at all; every process on this machine, of any OS account, may call (warns).",
  },
  { name: "max-body", value: "bytes", needs: "http", description: "With --http: the largest request body (default: 1048576)." },
  {
    name: "headers-timeout",
    value: "ms",
    needs: "http",
    description: "With --http: a request's headers must arrive within this (default: 10000); else 408 and closed.",
  },
  {
    name: "request-timeout",
    value: "ms",
    needs: "http",
    description: "With --http: a whole request, headers and body, must arrive within this (default: 30000); else 408 and closed.",
  },
  {
    name: "max-connections",
    value: "n",
    needs: "http",
    description: "With --http: open connections at most (default: 1024); one more is answered 503 and closed.",
  },
  {
    name: "max-requests",
    value: "n",
    needs: "http",
    description: "With --http: requests being read or answered at once, all users together (default: 256); past it 503.",
  },
  {
    name: "max-user-requests",
    value: "n",
    needs: "http",
    description: "With --http: requests of one user (token) at once (default: 64); past it 429.",
  },
  {
    name: "max-inflight-bytes",
    value: "bytes",
    needs: "http",
    description: "With --http: request body bytes held at once, all users together (default: 67108864); past it 503.",
  },
  {
    name: "max-user-inflight-bytes",
    value: "bytes",
    needs: "http",
    description: "With --http: request body bytes of one user held at once (default: 16777216); past it 429.",
  },
  {
    name: "max-user-rate",
    value: "n",
    needs: "http",
    description: "With --http: requests of one user (token) per second, a second's worth at once (default: 1000); past it 429.",
  },
  {
    name: "max-address-pending",
    value: "n",
    needs: "http",
    description: "With --http: connections from one address not yet past their token (default: 128); past it 429.",
  },
] as const satisfies readonly FlagSpec[];

/** The HTTP flags as given (strings, or undefined when absent). */
export interface HttpFlagValues {
  readonly host?: string | undefined;
  readonly port?: string | undefined;
  readonly tokens?: string | undefined;
  readonly tokenFile?: string | undefined;
  readonly noToken?: boolean | undefined;
  readonly maxBody?: string | undefined;
  readonly headersTimeout?: string | undefined;
  readonly requestTimeout?: string | undefined;
  readonly maxConnections?: string | undefined;
  readonly maxRequests?: string | undefined;
  readonly maxUserRequests?: string | undefined;
  readonly maxInflightBytes?: string | undefined;
  readonly maxUserInflightBytes?: string | undefined;
  readonly maxUserRate?: string | undefined;
  readonly maxAddressPending?: string | undefined;
}

/** The flags of `httpFlags` that take a value. */
type HttpValueFlag =
  | "port"
  | "tokens"
  | "token-file"
  | "max-body"
  | "headers-timeout"
  | "request-timeout"
  | "max-connections"
  | "max-requests"
  | "max-user-requests"
  | "max-inflight-bytes"
  | "max-user-inflight-bytes"
  | "max-user-rate"
  | "max-address-pending";

/** The HTTP flags' values, `host` being what the server's `--host` gives as the address to bind. */
export function httpFlagValues(
  host: string | undefined,
  value: (name: HttpValueFlag) => string | undefined,
  has: (name: "no-token") => boolean,
): HttpFlagValues {
  return {
    host,
    port: value("port"),
    tokens: value("tokens"),
    tokenFile: value("token-file"),
    noToken: has("no-token"),
    maxBody: value("max-body"),
    headersTimeout: value("headers-timeout"),
    requestTimeout: value("request-timeout"),
    maxConnections: value("max-connections"),
    maxRequests: value("max-requests"),
    maxUserRequests: value("max-user-requests"),
    maxInflightBytes: value("max-inflight-bytes"),
    maxUserInflightBytes: value("max-user-inflight-bytes"),
    maxUserRate: value("max-user-rate"),
    maxAddressPending: value("max-address-pending"),
  };
}
