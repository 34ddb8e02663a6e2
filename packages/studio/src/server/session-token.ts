// The token of one studio: made at start, printed once in the URL, traded for a cookie the page's
// script cannot read (`HttpOnly; SameSite=Strict`). Every request but the trade carries the cookie
// or `Authorization: Bearer <token>`.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** A fresh token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The cookie's name carries the port: cookies are per host, not per port, so two studios keep their own. */
export function cookieName(port: number): string {
  return `skill_kit_studio_${port}`;
}

/** True when `given` is the token, compared in constant time. */
export function sameToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** True when the request carries the token in the cookie or as a bearer token. */
export function hasToken(request: IncomingMessage, token: { readonly value: string; readonly cookie: string }): boolean {
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
  return sameToken(bearer, token.value) || sameToken(cookieValue(request.headers.cookie, token.cookie), token.value);
}

/** The `Set-Cookie` value that hands the browser the token. */
export function tokenCookie(token: { readonly value: string; readonly cookie: string }): string {
  return `${token.cookie}=${token.value}; HttpOnly; SameSite=Strict; Path=/`;
}
