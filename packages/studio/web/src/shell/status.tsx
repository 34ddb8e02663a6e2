// What a view shows while its data loads or when loading failed.
import type { Loaded } from "../api/use-api.js";

export function Pending({ loaded }: { readonly loaded: Loaded<unknown> }) {
  if (loaded.state === "failed") {
    return (
      <p role="alert" class="error">
        Could not load: {loaded.message}
      </p>
    );
  }
  return (
    <p role="status" class="muted">
      Loading…
    </p>
  );
}
