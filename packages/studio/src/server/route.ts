// What the studio's router and its routes share: a route is a method, a path pattern and a handler
// that answers JSON or a stream of server-sent events. The server does authentication, Origin and
// Host checks, body reading and headers before any route runs; a route never sees a refused request.
import type { RunStore } from "@skill-kit/sessions";

/** A request that passed the server's checks. `match` holds the pattern's `:name` parts, decoded. */
export interface StudioRequest {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly match: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The parsed JSON body of a POST (the server refuses a body that is not JSON); undefined for GET. */
  readonly body: unknown;
  /** Aborted when the client goes away (ends a stream). */
  readonly signal: AbortSignal;
}

/** One server-sent event. */
export interface StudioEvent {
  readonly event: string;
  readonly data: unknown;
}

export type StudioAnswer =
  | { readonly status: number; readonly json: unknown }
  | { readonly status: 200; readonly events: AsyncIterable<StudioEvent> };

/** A skill the studio found: a folder with a SKILL.md, and the workflow entry when it has one. */
export interface StudioSkill {
  /** Stable in URLs: the skill's name, made unique with a suffix when two folders share one. */
  readonly id: string;
  readonly name: string;
  readonly dir: string;
  /** The TypeScript source of a workflow skill the studio loads: the `--entry` source only. */
  readonly entry?: string | undefined;
  /** A `skill.ts` or `src/skill.ts` beside SKILL.md that is not `--entry`: named, never loaded (loading runs it). */
  readonly source?: string | undefined;
}

/** What every route reads: the skills found at start-up (and on reload) and the chosen run store. */
export interface StudioContext {
  skills(): readonly StudioSkill[];
  readonly store: RunStore;
  /** The store's spec as given (`--store`), or the default session folder. */
  readonly storeSpec: string;
}

export interface StudioRoute {
  readonly method: "GET" | "POST";
  /** e.g. `/api/runs/:id`; a `:name` part matches one path segment. */
  readonly pattern: string;
  handle(request: StudioRequest, context: StudioContext): Promise<StudioAnswer>;
}
