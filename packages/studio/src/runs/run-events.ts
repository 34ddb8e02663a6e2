// `GET /api/events`: the runs list as server-sent events, sent at once and then whenever it
// changes, found by polling the store, until the client goes away. A store that stops answering
// sends `event: runs-error` (its code and message) once, and polling goes on until it is back.
import { setTimeout as sleep } from "node:timers/promises";
import { SkillKitError } from "@skill-kit/core";
import type { StudioContext, StudioEvent } from "../server/route.js";
import { listRuns } from "./run-reader.js";
import { folderUnmade } from "./unmade-folder.js";

/** How often the store is polled. */
const pollEveryMs = 300;

async function poll(context: StudioContext): Promise<StudioEvent> {
  try {
    return { event: "runs", data: folderUnmade(context.storeSpec) ? { runs: [], hidden: 0 } : await listRuns(context.store) };
  } catch (error) {
    if (!SkillKitError.isInstance(error)) throw error;
    return { event: "runs-error", data: { error: { code: error.code, message: error.message } } };
  }
}

export async function* runEvents(context: StudioContext, signal: AbortSignal): AsyncGenerator<StudioEvent> {
  let last = "";
  while (!signal.aborted) {
    const event = await poll(context);
    const text = JSON.stringify(event);
    if (text !== last) {
      last = text;
      yield event;
    }
    try {
      await sleep(pollEveryMs, undefined, { signal });
    } catch {
      return;
    }
  }
}
