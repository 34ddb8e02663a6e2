// Runs read from a store, remembered per store while they do not change: the runs list is polled
// every few hundred milliseconds, so a run is read again only when the store says it changed. The
// records carry no times; a record's time is the store's time of the change that wrote it, when
// this process saw that change (or the run's start), else unknown.
import { SkillKitError } from "@skill-kit/core";
import type { Run, RunEntry, RunStore } from "@skill-kit/sessions";
import { isShownResult, type RecordTimes } from "./run-history.js";
import { summaryOf, type RunSummary } from "./run-summary.js";

export interface ReadRun {
  readonly run: Run;
  readonly summary: RunSummary;
  readonly times: RecordTimes;
}

interface Known extends ReadRun {
  readonly changedAt: number;
}

/** Runs remembered per store, at most this many each. */
const rememberedRuns = 2000;
/** A run changed this recently is read again on every poll: two changes within one tick of the store's clock look alike. */
const settleMs = 2000;

const remembered = new WeakMap<RunStore, Map<string, Known>>();

function knownOf(store: RunStore): Map<string, Known> {
  let known = remembered.get(store);
  if (known === undefined) {
    known = new Map();
    remembered.set(store, known);
  }
  return known;
}

/** The run of a listed entry, read as its owner (the one `list()` gave), last changed at the entry's `updatedAt`. */
export async function readRun(store: RunStore, entry: RunEntry): Promise<ReadRun> {
  const { id, updatedAt } = entry;
  const known = knownOf(store);
  const before = known.get(id);
  const changedAt = updatedAt.getTime();
  if (before !== undefined && before.changedAt === changedAt && Date.now() - changedAt > settleMs) return before;
  const { run } = await store.read(id, entry.owner);
  const times = timesOf(run, { before, updatedAt: updatedAt.toISOString() });
  const read: Known = { run, summary: summaryOf(run, updatedAt), times, changedAt };
  known.delete(id);
  known.set(id, read);
  for (const oldest of known.keys()) {
    if (known.size <= rememberedRuns) break;
    known.delete(oldest);
  }
  return read;
}

type Listed = { runs: RunSummary[]; hidden: number };

/** The listing under way per store: every page's event stream polls, and polls that meet share one. */
const listing = new WeakMap<RunStore, Promise<Listed>>();

/**
 * The runs of `store`, every owner's, most recently changed first (500 at most), and how many others
 * it holds (unreadable, or past the bound). Calls while one is under way get its answer.
 */
export function listRuns(store: RunStore): Promise<Listed> {
  const running = listing.get(store);
  if (running !== undefined) return running;
  const listed = listNow(store, 500).finally(() => listing.delete(store));
  listing.set(store, listed);
  return listed;
}

async function listNow(store: RunStore, limit: number): Promise<Listed> {
  const entries = [...(await store.list())].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  const runs: RunSummary[] = [];
  let hidden = Math.max(0, entries.length - limit);
  for (const entry of entries.slice(0, limit)) {
    try {
      runs.push((await readRun(store, entry)).summary);
    } catch (error) {
      // A run that cannot be read (corrupt, removed meanwhile): not listed, counted.
      if (!SkillKitError.isInstance(error)) throw error;
      knownOf(store).delete(entry.id);
      hidden += 1;
    }
  }
  return { runs, hidden };
}

/** The time of each record: kept from the last read for the records it had, the change's time for new ones. */
function timesOf(run: Run, context: { before: Known | undefined; updatedAt: string }): RecordTimes {
  const { before, updatedAt } = context;
  const { records } = run;
  const count = records.length;
  if (before !== undefined && before.run.header.createdAt === run.header.createdAt && before.times.length <= count)
    return [...before.times, ...new Array<string>(count - before.times.length).fill(updatedAt)];
  // First sight: the start's records are the run's start; the last call's, the last change; between, unknown.
  const shown = records.flatMap((record, index) => (isShownResult(records, index) ? [index] : []));
  const startEnd = shown[0] ?? count - 1;
  const lastCall = (shown.at(-2) ?? startEnd) + 1;
  return records.map((_record, index) => {
    if (index <= startEnd) return run.header.createdAt;
    return index >= lastCall ? updatedAt : null;
  });
}
