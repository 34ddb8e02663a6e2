// A tool argument as the CLI's JSON flag: refused before serializing when it is nested deeper
// than the CLI accepts (JSON.stringify would overflow the stack long before 10,000 levels), and
// when it is larger, so the message names the tool's argument (`params`), not the CLI's flag.
import { deeperThan, maxDepth, maxValueBytes } from "@skill-kit/cli-protocol";

export type JsonArgument = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

export function jsonArgument(argument: string, value: unknown): JsonArgument {
  if (deeperThan(value, maxDepth))
    return { ok: false, message: `${argument} is nested more than ${String(maxDepth)} levels deep` };
  const text = JSON.stringify(value);
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > maxValueBytes)
    return { ok: false, message: `${argument} is ${String(bytes)} bytes; the limit is ${String(maxValueBytes)} bytes` };
  return { ok: true, text };
}
