// Binding the HTTP server: a port in use, not permitted or an address this machine lacks is one
// line of text (an HttpStartError), not a stack.
import type { Server } from "node:http";
import type { HttpSettings } from "./http-settings.js";
import { HttpStartError } from "./http-start-error.js";

/** Resolves once listening; a port in use or not permitted rejects with a one-line message (its `code` kept). */
export function listen(server: Server, options: HttpSettings): Promise<void> {
  return new Promise((resolve, reject) => {
    const refused = (error: Error & { readonly code?: string }): void => {
      reject(listenError(error, options));
    };
    server.once("error", refused);
    server.listen(options.port, options.host, () => {
      server.off("error", refused);
      resolve();
    });
  });
}

function listenError(error: Error & { readonly code?: string }, options: HttpSettings): Error {
  const where = `${options.host}:${String(options.port)}`;
  const why =
    error.code === "EADDRINUSE"
      ? "the port is already in use; stop what listens there or pass another --port"
      : error.code === "EACCES"
        ? "not permitted (ports below 1024 need privileges); pass another --port"
        : error.code === "EADDRNOTAVAIL"
          ? "no such address on this machine; pass another --host"
          : error.message;
  return Object.assign(new HttpStartError(`cannot listen on ${where}: ${why}`, { cause: error }), { code: error.code });
}
