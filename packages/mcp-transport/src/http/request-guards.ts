// What a request to a loopback server is refused for before it is read (a foreign Host or Origin),
// and how a refused body is drained so its sender still gets the answer.
import type { IncomingMessage } from "node:http";

/** Host names a browser on this machine uses for a loopback server. */
const loopbackName = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i;

/** What names a host other than loopback: the `Host` header, or an `Origin` header's host; undefined when both are loopback. */
export function foreignName(req: IncomingMessage): string | undefined {
  const host = req.headers.host ?? "";
  if (!loopbackName.test(host)) return `the Host header is ${JSON.stringify(host)}`;
  const origin = req.headers.origin;
  if (origin === undefined) return undefined;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return `the Origin header is ${JSON.stringify(origin)}`;
  }
  return loopbackName.test(originHost) ? undefined : `the Origin header is ${JSON.stringify(origin)}`;
}

/**
 * Reads and drops the rest of a refused body, so the client, still sending, gets the answer: closing
 * at once would reset the connection and can lose the answer in flight. A sender that goes on past
 * `limit` bytes is cut off.
 */
export function discardRest(req: IncomingMessage, limit: number): void {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) req.socket.destroy();
  });
  req.resume();
}
