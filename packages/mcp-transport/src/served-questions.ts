// Questions for a server that drives workflow skills it did not build (`skill-kit-mcp`): the same
// channels as a skill's own server (elicitation for legacy clients, input-required results for
// 2026-07-28 ones), over a driver of its own, with runs read from the store its calls name.
import type { McpServer } from "@modelcontextprotocol/server";
import { parseStoreSpec } from "@skill-kit/node";
import type { RunStore } from "@skill-kit/sessions";
import type { Advancer } from "./elicit-answers.js";
import type { QuestionState } from "./input-required-answers.js";
import { loadStores } from "./load-stores.js";
import { elicitationChannel, inputRequiredChannel, type QuestionChannel } from "./question-channels.js";
import { storeRuns, type QuestionRuns } from "./question-runs.js";
import { questionCodec } from "./request-state.js";
import type { RunResult } from "./tool-schemas.js";

export interface WorkflowQuestions {
  /** How one call of a workflow skill asks: by `era`, on `server`, advancing through `driver`. */
  readonly channel: (input: {
    readonly server: McpServer;
    readonly era: "legacy" | "modern";
    readonly driver: Advancer;
    /** The result the agent is shown for one read back from the run (e.g. naming the skill). */
    readonly shown: (result: RunResult) => RunResult;
  }) => QuestionChannel;
  /** The server's `requestState.verify`: the state a 2026-07-28 question minted, or a throw. */
  readonly verify: (requestState: string) => QuestionState;
}

/**
 * Database stores opened to read runs back, one per spec for the whole process (a server of
 * `skill-kit-mcp --http` is made per request): opened on the first question, closed when the
 * process exits.
 */
const openedStores = new Map<string, Promise<RunStore>>();

function openedStore(spec: string): Promise<RunStore> {
  let opened = openedStores.get(spec);
  if (opened === undefined) {
    opened = loadStores().then((stores) => stores.openRunStore(spec));
    // A store that failed to open is tried again by the next question.
    opened.catch(() => openedStores.delete(spec));
    openedStores.set(spec, opened);
  }
  return opened;
}

/**
 * The questions of a server named `server`, for runs in the session files of `sessionDir` (the
 * default folder when undefined) or in the store `store` names, read as `owner`. A database store is
 * opened on the first question, once per process. `key` signs request state (default: one random
 * key per process).
 */
export function workflowQuestions(input: {
  readonly server: string;
  readonly store?: string | undefined;
  readonly sessionDir?: string | undefined;
  readonly owner?: string | undefined;
  readonly key?: Uint8Array | undefined;
}): WorkflowQuestions {
  const codec = questionCodec({ skill: input.server, owner: input.owner, key: input.key });
  const spec = input.store === undefined ? undefined : parseStoreSpec(input.store);
  const { store, owner } = input;
  const runs: QuestionRuns =
    store === undefined || spec === undefined || spec.kind === "file"
      ? storeRuns({ sessionDir: spec?.kind === "file" ? spec.dir : input.sessionDir, owner })
      : { read: async (session) => (await (await openedStore(store)).read(session, owner)).run };
  return {
    channel: ({ server, era, driver, shown }) =>
      era === "modern"
        ? inputRequiredChannel({ codec, driver, runs: { read: runs.read, shown } })
        : elicitationChannel(server, driver),
    verify: (requestState) => codec.verify(requestState),
  };
}
