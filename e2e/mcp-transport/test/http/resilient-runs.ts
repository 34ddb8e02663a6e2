// Runs of the mcp-elicit fixture driven as an agent would through a load balancer: a call that dies
// with its instance (the connection or the event stream breaks) is made again, unchanged.
import { runText, type RunStore } from "@skill-kit/sessions";
import { connectHttpClient, type ElicitRequest, type ElicitResult, type HttpClient } from "@skill-kit/mcp-testing";
import { fieldOf } from "@skill-kit/test-utils/elicit-answers";

export interface RunRecord {
  readonly session: string;
  readonly final: unknown;
  /** Calls made again because the first try died with its instance. */
  readonly retries: number;
}

const outputs: readonly [string, Record<string, unknown>][] = [
  ["color", { color: "blue" }],
  ["toppings", { toppings: ["cheese", "basil"] }],
  ["sure", { approved: true }],
  ["note", { note: "extra hot" }],
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One call; made again (at most 5 times) when it dies with the instance that served it. */
async function callRetrying(
  http: HttpClient,
  counter: { retries: number },
  name: string,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  for (let attempt = 1; ; attempt += 1) {
    const lost = new AbortController();
    // The SDK's client reports a broken event stream here, and would otherwise wait for its timeout.
    http.client.onerror = () => {
      lost.abort();
    };
    try {
      const result = await http.client.callTool({ name, arguments: args }, undefined, { signal: lost.signal, timeout: 30_000 });
      if (result.isError === true) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
      if (!isRecord(result.structuredContent)) throw new Error(`${name} returned no structuredContent`);
      return result.structuredContent;
    } catch (error) {
      if (attempt >= 5 || (error instanceof Error && error.message.includes(" failed: "))) throw error;
      counter.retries += 1;
    }
  }
}

/** A run answered step by step by the agent (a client without elicitation); `afterCall` runs after each answer. */
export async function driveRun(url: string, afterCall: () => Promise<void> = () => Promise.resolve()): Promise<RunRecord> {
  const http = await connectHttpClient({ url });
  const counter = { retries: 0 };
  try {
    let result = await callRetrying(http, counter, "start", {});
    await afterCall();
    const session = String(result["session"]);
    for (const [step, output] of outputs) {
      result = await callRetrying(http, counter, "advance", { session, step, output });
      await afterCall();
    }
    return { session, final: result["finalOutput"], retries: counter.retries };
  } finally {
    await http.close();
  }
}

/**
 * A run whose questions go to the user through elicitation: the first (color) is declined, so the
 * agent answers it with `advance`, which asks the next two. `interrupt(session)` runs when the second
 * question first arrives: when it says true, the question is cancelled (it is there to kill the
 * instance asking, so the advance dies and is made again, and the question comes again).
 */
export async function elicitingRun(url: string, interrupt: (session: string) => Promise<boolean>): Promise<RunRecord> {
  let session = "";
  let interrupted = false;
  const answer = async (request: ElicitRequest): Promise<ElicitResult> => {
    const field = fieldOf(request);
    if (field === "color") return { action: "decline" };
    if (field === "toppings" && !interrupted) {
      interrupted = true;
      if (await interrupt(session)) return { action: "cancel" };
    }
    const output = outputs.find(([step]) => step === (field === "approved" ? "sure" : field))?.[1] ?? {};
    return { action: "accept", content: { [field]: output[field] } as ElicitResult["content"] };
  };
  const http = await connectHttpClient({ url, elicit: answer });
  const counter = { retries: 0 };
  try {
    const started = await callRetrying(http, counter, "start", {});
    session = String(started["session"]);
    const [color, note] = [outputs[0], outputs[3]];
    await callRetrying(http, counter, "advance", { session, step: color?.[0], output: color?.[1] });
    const done = await callRetrying(http, counter, "advance", { session, step: note?.[0], output: note?.[1] });
    return { session, final: done["finalOutput"], retries: counter.retries };
  } finally {
    await http.close();
  }
}

/** What a run did: its lines after the header, without times. */
export async function historyOf(store: RunStore, session: string): Promise<unknown[]> {
  const run = await store.read(session, "local");
  return runText(run.run)
    .slice(1)
    .map((line) => JSON.stringify(JSON.parse(line), (key, value: unknown) => (/(^at$|At$)/.test(key) ? undefined : value)));
}
