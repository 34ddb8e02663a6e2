// The schema of a skill-name argument: an enum of the names when there are few (the client guide asks
// for one), plain text past that so a large catalog does not repeat itself in every tool schema.
import { z } from "zod";

/** More names than this and the argument is plain text, checked by the tool itself. */
const maxEnumNames = 100;

export function skillNameSchema(names: readonly string[], description: string): z.ZodType<string> {
  const [first, ...rest] = names;
  if (first === undefined || names.length > maxEnumNames) return z.string().describe(description);
  return z.enum([first, ...rest]).describe(description);
}
