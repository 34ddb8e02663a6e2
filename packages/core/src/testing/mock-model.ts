// A scripted model for tests: per step, a value, a list (one per visit), or a function of the prompt.

export type MockEntry = unknown;

export interface MockModel {
  respond(step: string, prompt: string): unknown;
}

export function mockModel(responses: Readonly<Record<string, MockEntry>>): MockModel {
  const visits = new Map<string, number>();
  return {
    respond(step, prompt) {
      if (!Object.hasOwn(responses, step)) throw new Error(`mockModel has no entry for step "${step}"`);
      const entry = responses[step];
      if (typeof entry === "function") return (entry as (prompt: string) => unknown)(prompt);
      if (!Array.isArray(entry)) return entry;
      const list: readonly unknown[] = entry;
      const visit = visits.get(step) ?? 0;
      visits.set(step, visit + 1);
      if (visit >= list.length)
        throw new Error(`mockModel: step "${step}" was visited ${visit + 1} times but has only ${list.length} entries`);
      return list[visit];
    },
  };
}
