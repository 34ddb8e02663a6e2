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
] as const satisfies readonly FlagSpec[];

/** The HTTP flags as given (strings, or undefined when absent). */
export interface HttpFlagValues {
  readonly host?: string | undefined;
  readonly port?: string | undefined;
  readonly tokens?: string | undefined;
  readonly tokenFile?: string | undefined;
  readonly noToken?: boolean | undefined;
  readonly maxBody?: string | undefined;
}

/** The HTTP flags' values, `host` being what the server's `--host` gives as the address to bind. */
export function httpFlagValues(
  host: string | undefined,
  value: (name: "port" | "tokens" | "token-file" | "max-body") => string | undefined,
  has: (name: "no-token") => boolean,
): HttpFlagValues {
  return {
    host,
    port: value("port"),
    tokens: value("tokens"),
    tokenFile: value("token-file"),
    noToken: has("no-token"),
    maxBody: value("max-body"),
  };
}
