// The runs list, live: `event: runs` from /api/events (EventSource sends the session cookie).
import { useEffect, useState } from "preact/hooks";
import { runListOf, type RunList } from "../api/decode-runs.js";
import type { RunSummary } from "../api/types.js";

export type Live = "connecting" | "live" | "reconnecting";

export interface RunEvents {
  /** The last list the server sent; undefined before the first. */
  readonly runs: readonly RunSummary[] | undefined;
  readonly hidden: number | undefined;
  readonly live: Live;
}

export function useRunEvents(): RunEvents {
  const [list, setList] = useState<RunList | undefined>(undefined);
  const [live, setLive] = useState<Live>("connecting");
  useEffect(() => {
    const source = new EventSource("/api/events");
    source.addEventListener("runs", (event: MessageEvent<unknown>) => {
      if (typeof event.data !== "string") return;
      try {
        setList(runListOf(JSON.parse(event.data)));
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
  return { runs: list?.runs, hidden: list?.hidden, live };
}
