// Calls the runs and drive routes as the studio's router does (its `findRoute`), on a context with
// the order fixture and a real run store, and the real CLI on the same session folder.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunStore } from "@skill-kit/sessions";
import { driveRoutes } from "../src/drive/routes.js";
import { runsRoutes } from "../src/runs/routes.js";
import type { StudioContext, StudioEvent } from "../src/server/route.js";
import { findRoute } from "../src/server/router.js";

export const orderDir = fileURLToPath(new URL("fixtures/order/", import.meta.url));
export const orderEntry = join(orderDir, "skill.ts");
export const cliBin = fileURLToPath(new URL("../../../apps/cli/dist/bin.js", import.meta.url));

export function contextOf(store: RunStore, storeSpec: string): StudioContext {
  return {
    skills: () => [
      { id: "order", name: "order", dir: orderDir, entry: orderEntry },
      { id: "notes", name: "notes", dir: join(orderDir, "..") },
    ],
    store,
    storeSpec,
  };
}

export interface Answer {
  readonly status: number;
  /** The answer as the server sends it: through JSON text. */
  readonly json: unknown;
}

/** The member of `value` at `path` (object keys, array indexes), or undefined. */
export function at(value: unknown, ...path: readonly (string | number)[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = Object.entries(current).find(([name]) => name === String(key))?.[1];
  }
  return current;
}

/** The string at `path`; a test fails here when it is not one. */
export function text(value: unknown, ...path: readonly (string | number)[]): string {
  const found = at(value, ...path);
  if (typeof found !== "string") throw new Error(`no string at ${path.join(".")} in ${JSON.stringify(value)}`);
  return found;
}

export async function callRoute(
  context: StudioContext,
  request: { method: "GET" | "POST"; path: string; body?: unknown },
): Promise<Answer> {
  const url = new URL(request.path, "http://studio.test");
  const found = findRoute([...runsRoutes, ...driveRoutes], { method: request.method, path: url.pathname });
  if (found.kind !== "found") throw new Error(`no route for ${request.method} ${url.pathname}: ${found.kind}`);
  const answer = await found.route.handle(
    {
      method: request.method,
      path: url.pathname,
      match: found.match,
      query: url.searchParams,
      body: request.body,
      signal: new AbortController().signal,
    },
    context,
  );
  if ("events" in answer) throw new Error("an event stream where JSON was expected");
  const json: unknown = JSON.parse(JSON.stringify(answer.json));
  return { status: answer.status, json };
}

/** The events of `GET /api/events` until `signal` aborts. */
export async function eventsOf(context: StudioContext, signal: AbortSignal): Promise<AsyncIterator<StudioEvent>> {
  const found = findRoute(runsRoutes, { method: "GET", path: "/api/events" });
  if (found.kind !== "found") throw new Error("no events route");
  const answer = await found.route.handle(
    { method: "GET", path: "/api/events", match: {}, query: new URLSearchParams(), body: undefined, signal },
    context,
  );
  if (!("events" in answer)) throw new Error("not an event stream");
  return answer.events[Symbol.asyncIterator]();
}

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `skill-kit run <order> ...args` with the real built CLI. */
export function runCli(args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliBin, "run", orderEntry, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (status) => {
      resolve({ status, stdout, stderr });
    });
  });
}
