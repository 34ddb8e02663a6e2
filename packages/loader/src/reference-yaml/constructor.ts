// Builds strictyaml's value from nodes: everything is text, duplicate keys and uneven mappings fail.
import type { MappingNode, YamlNode } from "./node.js";
import { YamlProblem } from "./yaml-problem.js";
import { isReferenceMap, pyRepr, pyReprValue, type ReferenceValue } from "../python-text.js";

const MERGE = "tag:yaml.org,2002:merge";
const VALUE = "tag:yaml.org,2002:value";

/** The implicit tag the reference resolver gives a plain scalar that has no string constructor. */
function unconstructableTag(node: YamlNode): string | undefined {
  if (node.kind !== "scalar" || node.style !== "plain") return undefined;
  if (node.value === "<<") return MERGE;
  if (node.value === "=") return VALUE;
  return undefined;
}

function pyTuple(items: readonly ReferenceValue[]): string {
  const parts = items.map(pyReprValue);
  return parts.length === 1 ? `(${parts[0] ?? ""},)` : `(${parts.join(", ")})`;
}

/** Constructs values depth-first in source order, as the reference constructor does. */
export class Constructor {
  construct(node: YamlNode): ReferenceValue {
    const tag = unconstructableTag(node);
    if (tag !== undefined) {
      throw new YamlProblem({ problem: `could not determine a constructor for the tag ${pyRepr(tag)}`, problemMark: node.start });
    }
    if (node.kind === "scalar") return node.value;
    if (node.kind === "sequence") return node.items.map((item) => this.construct(item));
    return this.constructMapping(node);
  }

  private constructKey(mapping: MappingNode, key: YamlNode): string {
    if (key.kind === "mapping") {
      throw new YamlProblem({
        context: "while constructing a mapping",
        contextMark: mapping.start,
        problem: "found unhashable key",
        problemMark: key.start,
      });
    }
    if (key.kind === "scalar" && unconstructableTag(key) === VALUE) return key.value;
    const value = this.construct(key);
    if (typeof value === "string") return value;
    return isReferenceMap(value) ? pyReprValue(value) : pyTuple(value);
  }

  private mergeSources(mapping: MappingNode, value: YamlNode): readonly MappingNode[] {
    if (value.kind === "mapping") return [value];
    const sources = value.kind === "sequence" ? value.items : [value];
    return sources.map((source) => {
      if (source.kind === "mapping") return source;
      const expected = value.kind === "sequence" ? "a mapping" : "a mapping or list of mappings";
      throw new YamlProblem({
        context: "while constructing a mapping",
        contextMark: mapping.start,
        problem: `expected ${expected} for merging, but found ${source.kind}`,
        problemMark: source.start,
      });
    });
  }

  private constructMapping(node: MappingNode): ReadonlyMap<string, ReferenceValue> {
    const result = new Map<string, ReferenceValue>();
    const merged: ReadonlyMap<string, ReferenceValue>[] = [];
    const pairs = node.pairs.filter(([key, value]) => {
      if (unconstructableTag(key) !== MERGE) return true;
      for (const source of this.mergeSources(node, value)) merged.push(this.constructMapping(source));
      return false;
    });
    for (const [keyNode, valueNode] of pairs) {
      const key = this.constructKey(node, keyNode);
      const value = this.construct(valueNode);
      if (result.has(key)) {
        throw new YamlProblem({
          context: "While parsing",
          contextMark: keyNode.start,
          problem: `Duplicate key '${key}' found`,
          problemMark: keyNode.end,
        });
      }
      result.set(key, value);
    }
    for (const source of merged) for (const [key, value] of source) if (!result.has(key)) result.set(key, value);
    checkIndentation(pairs);
    return result;
  }
}

function checkIndentation(pairs: readonly (readonly [YamlNode, YamlNode])[]): void {
  let column: number | undefined;
  for (const [, value] of pairs) {
    if (value.kind !== "mapping") continue;
    column ??= value.start.column;
    if (value.start.column !== column) {
      throw new YamlProblem({
        context: "While parsing",
        contextMark: value.start,
        problem: "Found mapping with indentation inconsistent with previous mapping",
        problemMark: value.end,
      });
    }
  }
}
