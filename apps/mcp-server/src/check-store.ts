// `--store` is checked once at start: the store is opened and asked for a run that cannot exist, so
// an unreachable PostgreSQL or Redis (or an unusable session folder) stops the server with one line
// instead of failing every workflow call later.

/** A run id no run has (ids are random), for the one question asked. */
const probeId = "0".repeat(32);

/** Why the store of `spec` cannot be used, in one line; undefined when it answered. */
export async function storeProblem(spec: string): Promise<string | undefined> {
  const { openRunStore } = await import("@skill-kit/run-stores");
  let store: Awaited<ReturnType<typeof openRunStore>> | undefined;
  try {
    store = await openRunStore(spec, { timeoutMs: 3000 });
    await store.revision(probeId);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return (message.split(". Nothing was written")[0] ?? message).split("\n")[0];
  } finally {
    await store?.close().catch(() => undefined);
  }
}
