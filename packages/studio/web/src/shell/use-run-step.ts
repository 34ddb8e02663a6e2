// The current step of one run (undefined for none), kept up to date from /api/events.
import { useEffect, useState } from "preact/hooks";
import { getJson, segment } from "../api/client.js";
import { runPageOf } from "../api/decode-runs.js";
import type { RunSummary } from "../api/types.js";
import { useRunEvents } from "./use-run-events.js";

export function useRunStep(run: string | undefined): {
  readonly step: string | undefined;
  readonly runs: readonly RunSummary[] | undefined;
} {
  const { runs } = useRunEvents();
  const [first, setFirst] = useState<{ readonly run: string; readonly step: string } | undefined>(undefined);
  useEffect(() => {
    if (run === undefined) return;
    const controller = new AbortController();
    getJson(`/api/runs/${segment(run)}`, runPageOf, controller.signal).then(
      (page) => {
        setFirst({ run, step: page.run.step });
      },
      () => undefined,
    );
    return () => {
      controller.abort();
    };
  }, [run]);
  const live = runs?.find((entry) => entry.id === run)?.step;
  const fetched = first !== undefined && first.run === run ? first.step : undefined;
  return { step: live ?? fetched, runs };
}
