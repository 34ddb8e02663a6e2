// The JSON object a workflow tool's text content holds.
export function jsonOf(result: {
  readonly content: readonly { readonly type: string; readonly text?: string }[];
}): Record<string, unknown> {
  const text = result.content[0]?.text;
  if (text === undefined) throw new Error("no text content");
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null) throw new Error(`not a JSON object: ${text}`);
  return Object.fromEntries(Object.entries(parsed));
}
