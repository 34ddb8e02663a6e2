// A run's history: answers, rejections with their reasons, auto-advanced steps, with times.
import type { HistoryItem } from "../api/types.js";
import { shortTime } from "../time.js";

const kindText: Record<HistoryItem["kind"], string> = {
  start: "started",
  answer: "answered",
  rejected: "rejected",
  auto: "advanced on its own",
  done: "done",
};

/** On one line when it fits, else indented. */
function jsonText(value: unknown): string {
  const line = JSON.stringify(value);
  return line.length <= 80 ? line : JSON.stringify(value, null, 2);
}

export function History({ items }: { readonly items: readonly HistoryItem[] }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {items.length === 0 ? (
        <p>No history yet.</p>
      ) : (
        <ol class="history">
          {items.map((item, index) => (
            <li key={index} data-history={item.kind} class={`history-${item.kind}`}>
              <p>
                <time dateTime={item.at}>{shortTime(item.at)}</time> <strong>{item.step}</strong>: {kindText[item.kind]}
              </p>
              {item.reason !== undefined && <p class="reason">Reason: {item.reason}</p>}
              {item.output !== undefined && (
                <pre class="output" tabIndex={0} aria-label={`Output at ${item.step}`}>
                  {jsonText(item.output)}
                </pre>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
