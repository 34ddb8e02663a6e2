// A scripted agent for end-to-end tests: answers every prompt from its JSON schema alone.

interface Schema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly Schema[];
  readonly items?: Schema;
  readonly minLength?: number;
}

/** First enum value, `false` for booleans (which ends most loops), one-item arrays, "example" strings. */
export function answer(schema: unknown): unknown {
  if (schema === null || typeof schema !== "object") return {};
  const s = schema as Schema;
  if (s.enum !== undefined) return s.enum[0];
  if (s.anyOf?.[0] !== undefined) return answer(s.anyOf[0]);
  const type = typeof s.type === "string" ? s.type : s.type?.[0];
  if (type === "object" || s.properties !== undefined) {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, value]) => [key, answer(value)]));
  }
  if (type === "array") return [answer(s.items ?? { type: "string" })];
  if (type === "string") return "example";
  if (type === "number" || type === "integer") return 1;
  if (type === "boolean") return false;
  return {};
}

export interface Turn {
  readonly step: string;
  readonly output: unknown;
}

export type Result = Record<string, unknown> & { readonly kind: string };

/** Plays the agent until done: `next(turn)` submits one answer and returns the next result. */
export function play(first: Result, next: (turn: Turn) => Result, maxTurns = 60): { final: Result; steps: string[] } {
  const steps: string[] = [];
  let result = first;
  for (let turn = 0; result.kind === "prompt"; turn += 1) {
    if (turn >= maxTurns) throw new Error(`no done after ${maxTurns} turns; last step ${String(result["step"])}`);
    const step = String(result["step"]);
    steps.push(step);
    result = next({ step, output: answer(result["schema"]) });
  }
  if (result.kind !== "done") throw new Error(`the run ended with ${JSON.stringify(result)}`);
  return { final: result, steps };
}
