// Which bearer token, if any, goes to a skills server: only one the user named for that server's
// origin (exact scheme, host and port), on the command line or in their own credentials file. A
// lockfile can name a server; being named there never earns it a token.
import { InstallError } from "./install-error.js";

export interface CredentialSources {
  /** The environment (`SKILL_KIT_TOKEN`, and any variable the credentials file names). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The origin the command line gives `SKILL_KIT_TOKEN` to: `add <url>`'s, or `--token-origin`. */
  readonly commandLineOrigin?: string;
  /** The user's credentials file: `{ "servers": { "<origin>": { "tokenEnv": "NAME" } | { "token": "…" } } }`. */
  readonly config?: { readonly text: string; readonly path: string };
}

/** The token for a server URL, or undefined. */
export type TokenFor = (serverUrl: string) => string | undefined;

/** `https://host[:port]` of a URL, or undefined when it is not an http(s) URL. */
export function originOf(url: string): string | undefined {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  return parsed !== undefined && (parsed.protocol === "https:" || parsed.protocol === "http:") ? parsed.origin : undefined;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function bad(path: string, message: string): never {
  throw new InstallError({ code: "BAD_SOURCE", message: `${path}: ${message}`, data: { path } });
}

type ServerCredential = { readonly tokenEnv: string } | { readonly token: string };

function parseServers(text: string, path: string): Map<string, ServerCredential> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return bad(path, `not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isRecord(data) || !isRecord(data["servers"])) return bad(path, 'expected { "servers": { "<origin>": { … } } }');
  const servers = new Map<string, ServerCredential>();
  for (const [key, value] of Object.entries(data["servers"])) {
    const where = `servers[${JSON.stringify(key)}]`;
    const origin = originOf(key);
    if (origin === undefined || origin !== key.replace(/\/$/, ""))
      bad(path, `${where}: a key is a server's origin, scheme://host[:port] with no path (https://skills.acme.dev)`);
    if (!isRecord(value)) bad(path, `${where} must be an object`);
    const { tokenEnv, token } = value;
    if (typeof tokenEnv === "string" && tokenEnv !== "" && token === undefined) servers.set(origin, { tokenEnv });
    else if (typeof token === "string" && token !== "" && tokenEnv === undefined) servers.set(origin, { token });
    else bad(path, `${where} must have either "tokenEnv" (an environment variable's name) or "token", a non-empty string`);
  }
  return servers;
}

/**
 * The token rule: `SKILL_KIT_TOKEN` goes to the command line's origin only; any other origin gets the
 * token its entry in the credentials file names (`tokenEnv`'s variable, or `token`); every other server
 * gets none. Throws `BAD_SOURCE` naming the field when the credentials file is malformed.
 */
export function credentialsFor(sources: CredentialSources): TokenFor {
  const servers =
    sources.config === undefined ? new Map<string, ServerCredential>() : parseServers(sources.config.text, sources.config.path);
  const commandLine = sources.commandLineOrigin === undefined ? undefined : originOf(sources.commandLineOrigin);
  const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value === "" ? undefined : value);
  return (serverUrl) => {
    const origin = originOf(serverUrl);
    if (origin === undefined) return undefined;
    if (origin === commandLine) {
      const token = nonEmpty(sources.env["SKILL_KIT_TOKEN"]);
      if (token !== undefined) return token;
    }
    const entry = servers.get(origin);
    if (entry === undefined) return undefined;
    return "token" in entry ? entry.token : nonEmpty(sources.env[entry.tokenEnv]);
  };
}
