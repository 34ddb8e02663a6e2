// Which `Host` headers the studio answers (DNS rebinding: a page of another site whose name now
// points at 127.0.0.1 sends its own name in `Host`). On loopback: 127.0.0.1, localhost and [::1]
// with the port served. Bound to one address: that address. Bound to every address (0.0.0.0, ::):
// any IP address written as one, never a name but localhost, since only a name can be rebound.
import { isIP } from "node:net";

const loopbackNames = ["127.0.0.1", "localhost", "::1"];

/** True for an address that stays on this machine. */
export function isLoopback(host: string): boolean {
  return loopbackNames.includes(host) || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** `host:port` as a URL writes it (`[::1]:8080`). */
export function hostWithPort(host: string, port: number): string {
  return `${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/** The host name and port of a `Host` header; undefined when it is not one. */
function splitHost(header: string): { readonly name: string; readonly port: string } | undefined {
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]+)):(\d{1,5})$/i.exec(header.trim().toLowerCase());
  if (match === null) return undefined;
  const name = match[1] ?? match[2];
  const port = match[3];
  return name === undefined || port === undefined ? undefined : { name, port };
}

/** A check of `Host` headers for a server bound to `bound` on `port`. */
export function hostCheck(bound: string, port: number): (header: string | undefined) => boolean {
  const wildcard = bound === "0.0.0.0" || bound === "::";
  const names = new Set(isLoopback(bound) ? [...loopbackNames, bound.toLowerCase()] : [bound.toLowerCase(), "localhost"]);
  return (header) => {
    if (header === undefined) return false;
    const parts = splitHost(header);
    if (parts === undefined || parts.port !== String(port)) return false;
    return names.has(parts.name) || (wildcard && isIP(parts.name) !== 0);
  };
}
