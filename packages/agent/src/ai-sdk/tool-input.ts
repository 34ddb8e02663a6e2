// Reading a tool call's input without casts: the JSON object the model sent, its string fields, and
// the validation result shape the AI SDK's `jsonSchema` expects.

/** What a `jsonSchema` validator returns. */
export type Validation<T> = { readonly success: true; readonly value: T } | { readonly success: false; readonly error: Error };

/** The input as a plain object, or undefined when it is not one. */
export function inputObject(value: unknown): object | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined;
}

/** A field of the input: the value when it is a string, undefined when absent, an error message otherwise. */
export function stringField(input: object, key: string): { readonly value?: string; readonly error?: string } {
  const value: unknown = Reflect.get(input, key);
  if (value === undefined) return {};
  return typeof value === "string" ? { value } : { error: `"${key}" must be a string, found ${typeof value}` };
}

export function invalid<T>(message: string): Validation<T> {
  return { success: false, error: new Error(message) };
}

/** A name field that must be one of `names`. */
export function oneOf(
  input: object,
  key: string,
  names: readonly string[],
): { readonly value?: string; readonly error?: string } {
  const field = stringField(input, key);
  if (field.error !== undefined) return field;
  if (field.value === undefined) return { error: `"${key}" is required` };
  if (!names.includes(field.value))
    return {
      error: `"${key}" must be one of ${names.map((name) => JSON.stringify(name)).join(", ") || "(none)"}; found ${JSON.stringify(field.value)}`,
    };
  return field;
}
