// Loads one API answer for a view; `reload` fetches it again and keeps showing the last answer meanwhile.
import { useCallback, useEffect, useState } from "preact/hooks";
import { getJson } from "./client.js";

export type Loaded<T> =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly data: T }
  | { readonly state: "failed"; readonly message: string };

interface Held<T> {
  readonly path: string;
  readonly loaded: Loaded<T>;
}

export function useApi<T>(
  path: string,
  decode: (value: unknown) => T,
): { readonly loaded: Loaded<T>; readonly reload: () => void } {
  const [held, setHeld] = useState<Held<T>>({ path, loaded: { state: "loading" } });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getJson(path, decode, controller.signal).then(
      (data) => {
        setHeld({ path, loaded: { state: "ready", data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setHeld({ path, loaded: { state: "failed", message: error instanceof Error ? error.message : String(error) } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [path, decode, round]);
  const reload = useCallback(() => {
    setRound((value) => value + 1);
  }, []);
  return { loaded: held.path === path ? held.loaded : { state: "loading" }, reload };
}
