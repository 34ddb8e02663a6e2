// `GET /api/events`: the runs list as server-sent events, sent at once and then whenever it
// changes, found by polling the store, until the client goes away.
import { setTimeout as sleep } from "node:timers/promises";
import type { RunStore } from "@skill-kit/sessions";
import type { StudioEvent } from "../server/route.js";
import { listRuns } from "./run-reader.js";

/** How often the store is polled. */
export const pollEveryMs = 300;

export async function* runEvents(store: RunStore, signal: AbortSignal): AsyncGenerator<StudioEvent> {
  let last = "";
  while (!signal.aborted) {
    const listed = await listRuns(store);
    const text = JSON.stringify(listed);
    if (text !== last) {
      last = text;
      yield { event: "runs", data: listed };
    }
    try {
      await sleep(pollEveryMs, undefined, { signal });
    } catch {
      return;
    }
  }
}
