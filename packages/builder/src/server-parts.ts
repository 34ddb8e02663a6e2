// The server-only parts of a built skill: a default build leaves them out of bin/, and
// `skill-kit build --with http,stores` (`serverParts` of `build`) puts them in. A local agent runs
// steps and `scripts/run mcp` over stdio; only a server needs HTTP or a database store.
import { UsageError } from "@skill-kit/core";

/** `http`: bin/mcp-http.cjs, for `mcp --http`. `stores`: bin/run-stores.cjs, for `--store postgres://…|redis://…`. */
export type ServerPart = "http" | "stores";

export const knownServerParts: readonly ServerPart[] = ["http", "stores"];

/** The file each part adds to bin/. */
const serverPartFile: Readonly<Record<ServerPart, string>> = {
  http: "mcp-http.cjs",
  stores: "run-stores.cjs",
};

/** What a skill built without `part` says, as `error: …`, when a call asks for it. */
export function leftOutMessage(part: ServerPart): string {
  const asked = part === "http" ? "mcp --http" : "--store postgres://…|redis://…";
  const what = part === "http" ? "the HTTP server" : "the PostgreSQL and Redis stores";
  return `${asked} needs ${what} (bin/${serverPartFile[part]}), which this build of the skill leaves out: rebuild it with \`skill-kit build --with ${part}\``;
}

const isServerPart = (text: string): text is ServerPart => (knownServerParts as readonly string[]).includes(text);

/** `--with a,b` as known parts in their canonical order; a `UsageError` names any unknown or empty one. */
export function parseServerParts(text: string): ServerPart[] {
  const named = text.split(",").map((part) => part.trim());
  const unknown = named.filter((part) => !isServerPart(part));
  if (unknown.length > 0)
    throw new UsageError(
      `unknown --with ${unknown.map((part) => JSON.stringify(part)).join(", ")}; known: ${knownServerParts.join(", ")}`,
    );
  return knownServerParts.filter((part) => named.includes(part));
}
