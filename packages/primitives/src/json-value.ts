/** A JSON value: what crosses a process, wire or sandbox boundary as JSON text. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };
