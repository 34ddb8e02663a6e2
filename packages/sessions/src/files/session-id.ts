// Session ids: 16 random bytes as 32 lowercase hex characters, checked before they touch a path.
import { badSessionId } from "../hints.js";

const pattern = /^[0-9a-f]{32}$/;

/** Web Crypto's global, so a step that makes no session never loads `node:crypto` (about a fifth of a step's start). */
export function newSessionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function checkSessionId(id: string): string {
  if (!pattern.test(id)) {
    const shown = JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id);
    throw badSessionId(shown);
  }
  return id;
}

export function sessionFileName(id: string): string {
  return `skill-kit-${checkSessionId(id)}.jsonl`;
}

export const sessionFilePattern = /^skill-kit-([0-9a-f]{32})\.jsonl$/;
