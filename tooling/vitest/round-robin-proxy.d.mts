export interface ForwardedRequest {
  /** The instance that answered (its base URL). */
  readonly backend: string;
  readonly method: string;
  /** The request body as text (a JSON-RPC message for MCP). */
  readonly body: string;
  readonly status: number;
}

export interface RoundRobinProxy {
  /** The proxy's base URL on loopback. */
  readonly url: string;
  /** Every request an instance answered, in order. */
  readonly forwarded: ForwardedRequest[];
  close(): Promise<void>;
}

export function startRoundRobinProxy(options: {
  readonly backends: () => readonly string[];
  readonly maxBody?: number;
}): Promise<RoundRobinProxy>;
