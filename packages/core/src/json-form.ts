// Action input and output are judged by their JSON form: what history and the wire carry.

/**
 * A value whose JSON form is a `T`: an optional key may also hold `undefined`, which JSON drops.
 * Arrays keep their element rules (JSON writes `undefined` in an array as `null`).
 */
export type JsonInput<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends Date
    ? T
    : T extends readonly unknown[]
      ? { [I in keyof T]: JsonInput<T[I]> }
      : T extends object
        ? { [K in keyof T]: IsOptional<T, K> extends true ? JsonInput<T[K]> | undefined : JsonInput<T[K]> }
        : T;

type IsOptional<T, K extends keyof T> = Pick<T, K> extends Required<Pick<T, K>> ? false : true;

export type JsonForm = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** The value as JSON would carry it (`undefined` stays `undefined`), or why JSON cannot carry it. */
export function jsonForm(value: unknown): JsonForm {
  if (value === undefined) return { ok: true, value };
  try {
    const text = JSON.stringify(value) as string | undefined;
    return { ok: true, value: text === undefined ? undefined : (JSON.parse(text) as unknown) };
  } catch (error) {
    return { ok: false, message: `it has no JSON form (${error instanceof Error ? error.message : String(error)})` };
  }
}
