// The runs list, live: `event: runs` from /api/events (EventSource sends the session cookie).
import { useEffect, useState } from "preact/hooks";
import { runListOf } from "../api/decode-runs.js";
import type { RunSummary } from "../api/types.js";

export type Live = "connecting" | "live" | "reconnecting";

export function useRunEvents(): { readonly runs: readonly RunSummary[] | undefined; readonly live: Live } {
  const [runs, setRuns] = useState<readonly RunSummary[] | undefined>(undefined);
  const [live, setLive] = useState<Live>("connecting");
  useEffect(() => {
    const source = new EventSource("/api/events");
    source.addEventListener("runs", (event: MessageEvent<unknown>) => {
      if (typeof event.data !== "string") return;
      try {
        setRuns(runListOf(JSON.parse(event.data)).runs);
        setLive("live");
      } catch {
        // A malformed event changes nothing; the next one will.
      }
    });
    source.addEventListener("error", () => {
      setLive("reconnecting");
    });
    return () => {
      source.close();
    };
  }, []);
  return { runs, live };
}
