// The node tree the reference parser composes: scalars, sequences and mappings with their marks.
import type { Mark } from "./char-reader.js";
import type { ScalarStyle } from "./token.js";

/** A scalar; every scalar is text for strictyaml. */
export interface ScalarNode {
  readonly kind: "scalar";
  readonly value: string;
  readonly style: ScalarStyle;
  readonly start: Mark;
  readonly end: Mark;
}

/** A block sequence (or an indentless one under a mapping key). */
export interface SequenceNode {
  readonly kind: "sequence";
  readonly items: readonly YamlNode[];
  readonly start: Mark;
  readonly end: Mark;
}

/** A block mapping, pairs in source order (duplicates included). */
export interface MappingNode {
  readonly kind: "mapping";
  readonly pairs: readonly (readonly [YamlNode, YamlNode])[];
  readonly start: Mark;
  readonly end: Mark;
}

/** Any node of the reference parser's tree. */
export type YamlNode = ScalarNode | SequenceNode | MappingNode;
