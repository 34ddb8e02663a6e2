// Drops `undefined` properties so optional fields are absent rather than set to undefined.

type RequiredKeys<T> = { [K in keyof T]: undefined extends T[K] ? never : K }[keyof T];
type OptionalKeys<T> = { [K in keyof T]: undefined extends T[K] ? K : never }[keyof T];

/** `T` with every property that may be `undefined` made optional instead. */
export type WithoutUndefined<T> = { [K in RequiredKeys<T>]: T[K] } & { [K in OptionalKeys<T>]?: Exclude<T[K], undefined> };

/** A copy of `value` without the properties whose value is `undefined`. */
export function withoutUndefined<T extends object>(value: T): WithoutUndefined<T> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined) result[key] = item;
  }
  return result as WithoutUndefined<T>;
}
