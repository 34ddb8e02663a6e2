// The handshake: which host runs the skill, which tools it has, and whether it is a subagent.
import { hostTools } from "./host-registry.js";

/** What the engine knows about the agent driving it. */
export interface Handshake {
  readonly host: string;
  readonly toolsAvailable: readonly string[];
  readonly isSubagent: boolean;
}

/** Options of {@link createHandshake}. */
export interface HandshakeOptions {
  /** The host id; defaults to `generic`. */
  readonly host?: string;
  /** Tools the agent says it has (`--tools`). */
  readonly tools?: readonly string[];
  /** True when the agent runs as a subagent (`--subagent`). */
  readonly isSubagent?: boolean;
}

/**
 * A frozen handshake whose `toolsAvailable` is the three-way result of §7.2: with no explicit
 * tools, the registry's list for the host; in a subagent, the explicit tools alone (they are
 * authoritative); otherwise the union of both, explicit tools first, without duplicates.
 */
export function createHandshake(options: HandshakeOptions = {}): Handshake {
  const host = options.host ?? "generic";
  const tools = options.tools ?? [];
  const isSubagent = options.isSubagent ?? false;
  let available: readonly string[];
  if (tools.length === 0) available = hostTools(host);
  else if (isSubagent) available = [...new Set(tools)];
  else available = [...new Set([...tools, ...hostTools(host)])];
  return Object.freeze({ host, toolsAvailable: Object.freeze([...available]), isSubagent });
}
