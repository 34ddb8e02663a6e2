// The runs routes: the runs of the studio's store, one run's history, and the list as it changes.
import { SessionError } from "@skill-kit/core";
import { checkSessionId } from "@skill-kit/sessions";
import type { StudioContext, StudioRoute } from "../server/route.js";
import { answering, json } from "./answers.js";
import { runEvents } from "./run-events.js";
import { historyOf } from "./run-history.js";
import { listRuns, readRun, type ReadRun } from "./run-reader.js";
import { storeLabel } from "./store-label.js";
import { folderUnmade } from "./unmade-folder.js";

/** Run `id` of the studio's store, whoever its owner, or `SESSION_NOT_FOUND`; a malformed id is a `USAGE` error. */
export async function findRun(context: StudioContext, id: string): Promise<ReadRun> {
  checkSessionId(id);
  const entries = folderUnmade(context.storeSpec) ? [] : await context.store.list();
  const entry = entries.find((listed) => listed.id === id);
  if (entry === undefined)
    throw new SessionError("SESSION_NOT_FOUND", { message: `Unknown session "${id}": it does not exist (or was cleaned up).` });
  return readRun(context.store, entry);
}

export const runsRoutes: readonly StudioRoute[] = [
  {
    method: "GET",
    pattern: "/api/runs",
    handle: (_request, context) =>
      answering(async () => {
        const listed = folderUnmade(context.storeSpec) ? { runs: [], hidden: 0 } : await listRuns(context.store);
        return json({ store: storeLabel(context.storeSpec), ...listed });
      }),
  },
  {
    method: "GET",
    pattern: "/api/runs/:id",
    handle: (request, context) =>
      answering(async () => {
        const { run, summary, times } = await findRun(context, request.match["id"] ?? "");
        return json({ run: summary, history: historyOf(run, times) });
      }),
  },
  {
    method: "GET",
    pattern: "/api/events",
    handle: (request, context) => Promise.resolve({ status: 200, events: runEvents(context, request.signal) }),
  },
];
