// A tool argument within the bounds of a run's values (sessions', which the CLI's JSON flags hold
// too): refused before serializing when it is nested deeper (JSON.stringify would overflow the
// stack long before 10,000 levels), and when it is larger, so the message names the tool's
// argument (`params`), not the CLI's flag.
import { deeperThan, maxValueBytes, maxValueDepth } from "@skill-kit/sessions";

export type JsonArgument = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

export function jsonArgument(argument: string, value: unknown): JsonArgument {
  if (deeperThan(value, maxValueDepth))
    return { ok: false, message: `${argument} is nested more than ${String(maxValueDepth)} levels deep` };
  const text = JSON.stringify(value);
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > maxValueBytes)
    return { ok: false, message: `${argument} is ${String(bytes)} bytes; the limit is ${String(maxValueBytes)} bytes` };
  return { ok: true, text };
}
