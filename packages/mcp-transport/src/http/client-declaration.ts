// What a client declared in `initialize`, carried in the `mcp-session-id` header so that any
// instance, which never saw that `initialize`, knows it. The header is `v1.<base64url JSON>.<nonce>`:
// it states only what the client itself declared, so it needs no secret and grants nothing.
// Identity comes from the bearer token on every request, never from this header.
import { randomBytes } from "node:crypto";

/** The parts of `initialize` a later request needs: elicitation and the protocol version. */
export interface ClientDeclaration {
  /** The client's `capabilities.elicitation`, when it declared one (e.g. `{ form: {} }`). */
  readonly elicitation?: Readonly<Record<string, unknown>>;
  readonly protocolVersion: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** True when client capabilities offer form elicitation (`elicitation: {}` is the form mode of 2025-06-18). */
export function offersForms(capabilities: unknown): boolean {
  if (!isRecord(capabilities) || !isRecord(capabilities["elicitation"])) return false;
  const elicitation = capabilities["elicitation"];
  return "form" in elicitation || !("url" in elicitation);
}

/** The declaration in an `initialize` request's params. */
export function declarationOf(params: unknown): ClientDeclaration {
  const record = isRecord(params) ? params : {};
  const capabilities = isRecord(record["capabilities"]) ? record["capabilities"] : {};
  const elicitation = capabilities["elicitation"];
  const protocolVersion = typeof record["protocolVersion"] === "string" ? record["protocolVersion"] : "";
  return isRecord(elicitation) ? { elicitation, protocolVersion } : { protocolVersion };
}

/** The `mcp-session-id` value that carries `declaration`. */
export function sessionIdOf(declaration: ClientDeclaration): string {
  const body = Buffer.from(JSON.stringify(declaration), "utf8").toString("base64url");
  return `v1.${body}.${randomBytes(9).toString("base64url")}`;
}

/** Longest header read: far more than any declaration we write. */
const maxSessionIdChars = 2048;

/** The declaration a `mcp-session-id` carries, or undefined when it is not one of ours. */
export function declarationFromSessionId(sessionId: string | undefined): ClientDeclaration | undefined {
  if (sessionId === undefined || sessionId.length > maxSessionIdChars) return undefined;
  const [version, body, nonce, ...rest] = sessionId.split(".");
  if (version !== "v1" || body === undefined || nonce === undefined || rest.length > 0) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || typeof parsed["protocolVersion"] !== "string") return undefined;
  return declarationOf({ protocolVersion: parsed["protocolVersion"], capabilities: { elicitation: parsed["elicitation"] } });
}
