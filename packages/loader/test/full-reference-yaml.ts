// The full reference YAML reader without the simple fast path, for tests that compare the two.
import { Constructor } from "../src/reference-yaml/constructor.js";
import { Parser } from "../src/reference-yaml/parser.js";
import { renderYamlProblem, YamlProblem } from "../src/reference-yaml/yaml-problem.js";
import type { ReferenceValue } from "../src/python-text.js";

/** A value as nested entry lists, so comparisons see the order of keys. */
export function entries(value: ReferenceValue): unknown {
  if (typeof value === "string") return value;
  if (value instanceof Map) return [...(value as ReadonlyMap<string, ReferenceValue>)].map(([key, item]) => [key, entries(item)]);
  return (value as readonly ReferenceValue[]).map(entries);
}

/** What the full reader makes of `text`: its value as `entries`, or "error". */
export function fullRead(text: string, maxDepth = 256): unknown {
  try {
    const root = new Parser(text, maxDepth).parseSingleDocument();
    return root === undefined || root.kind === "scalar" ? text : entries(new Constructor().construct(root));
  } catch (error) {
    if (error instanceof YamlProblem) return "error";
    throw error;
  }
}

/** The full reader's error text for `text`, or undefined when it reads it. */
export function fullReadError(text: string, maxDepth = 256): string | undefined {
  const parser = new Parser(text, maxDepth);
  try {
    const root = parser.parseSingleDocument();
    if (root !== undefined) new Constructor().construct(root);
    return undefined;
  } catch (error) {
    if (error instanceof YamlProblem) return renderYamlProblem(error.init, parser.chars);
    throw error;
  }
}
