// The host the prompt is rendered for (GET /api/hosts); "" = the default.
import { hostsOf } from "../api/decode-skills.js";
import { useApi } from "../api/use-api.js";

export function HostSelect({ host, onHost }: { readonly host: string; readonly onHost: (host: string) => void }) {
  const { loaded } = useApi("/api/hosts", hostsOf);
  const hosts = loaded.state === "ready" ? loaded.data : [];
  const change = (event: Event): void => {
    if (event.currentTarget instanceof HTMLSelectElement) onHost(event.currentTarget.value);
  };
  return (
    <p class="host">
      <label for="host-select">Host (the prompt is shown as this agent sees it)</label>{" "}
      <select id="host-select" name="host" value={host} onChange={change}>
        <option value="">Default</option>
        {hosts.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
    </p>
  );
}
