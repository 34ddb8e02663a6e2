// The `yaml` package's reading (YAML 1.2, failsafe schema: every scalar kept as text), with limits on aliases and size.
import { createRequire } from "node:module";
import type { Document, LineCounter } from "yaml";
import type { YamlValue } from "../yaml-value.js";

type YamlModule = typeof import("yaml");
let yamlModule: YamlModule | undefined;

/**
 * The `yaml` package, loaded on first use: most frontmatter never needs it, and loading it takes a
 * good part of the CLI's start-up.
 */
function yamlPackage(): YamlModule {
  yamlModule ??= createRequire(import.meta.url)("yaml") as YamlModule;
  return yamlModule;
}

/** Bounds that keep hostile YAML cheap. */
export interface YamlLimits {
  readonly maxAliasCount: number;
  readonly maxNodes: number;
  readonly maxDepth: number;
}

/** A problem with its 1-based line and column inside the YAML text. */
export interface YamlIssue {
  readonly code: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/** The parsed value and the warnings (duplicate keys) — or the first error. */
export type YamlParseResult =
  | { readonly ok: true; readonly value: YamlValue; readonly warnings: readonly YamlIssue[] }
  | { readonly ok: false; readonly error: YamlIssue; readonly errorLines: readonly number[] };

class LimitExceeded extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

class Converter {
  aliases = 0;
  nodes = 0;
  readonly warnings: YamlIssue[] = [];

  constructor(
    private readonly doc: Document,
    private readonly limits: YamlLimits,
    private readonly lines: LineCounter,
  ) {}

  convert(node: unknown, depth: number): YamlValue {
    const { isAlias, isMap, isScalar, isSeq } = yamlPackage();
    const offset = isScalar(node) || isMap(node) || isSeq(node) || isAlias(node) ? (node.range?.[0] ?? 0) : 0;
    if (depth > this.limits.maxDepth)
      throw new LimitExceeded("yaml-too-deep", `nesting is deeper than ${this.limits.maxDepth} levels`, offset);
    this.nodes += 1;
    if (this.nodes > this.limits.maxNodes)
      throw new LimitExceeded("yaml-too-large", `more than ${this.limits.maxNodes} values`, offset);
    if (isAlias(node)) {
      this.aliases += 1;
      if (this.aliases > this.limits.maxAliasCount) {
        throw new LimitExceeded(
          "yaml-alias-limit",
          `more than ${this.limits.maxAliasCount} alias references (a YAML alias bomb?)`,
          offset,
        );
      }
      return this.convert(node.resolve(this.doc), depth + 1);
    }
    if (isScalar(node)) return scalarText(node.value);
    if (isSeq(node)) return node.items.map((item) => this.convert(item, depth + 1));
    if (isMap(node)) return this.convertMap(node.items, depth);
    return "";
  }

  private convertMap(items: readonly { key: unknown; value: unknown }[], depth: number): YamlValue {
    const entries = new Map<string, YamlValue>();
    for (const pair of items) {
      const converted = this.convert(pair.key, depth + 1);
      const key = typeof converted === "string" ? converted : JSON.stringify(converted);
      if (entries.has(key)) {
        const position = this.lines.linePos(yamlPackage().isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0);
        this.warnings.push({
          code: "duplicate-key",
          message: `duplicate key '${key}'; the last value is used`,
          ...toIssuePosition(position),
        });
      }
      entries.set(key, this.convert(pair.value, depth + 1));
    }
    return Object.fromEntries(entries);
  }
}

/** With the failsafe schema every scalar is already text; anything else is written as JSON. */
function scalarText(value: unknown): string {
  if (typeof value === "string") return value;
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

function toIssuePosition(position: { line: number; col: number }): { line: number; column: number } {
  return { line: position.line, column: position.col };
}

/** Parses with the `yaml` package: the value and duplicate-key warnings, or the first error and every error's line. */
export function parseYamlPackage(text: string, limits: YamlLimits): YamlParseResult {
  const { LineCounter, parseDocument } = yamlPackage();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {
    schema: "failsafe",
    uniqueKeys: false,
    prettyErrors: false,
    logLevel: "silent",
    lineCounter,
  });
  const first = doc.errors[0];
  if (first !== undefined) {
    const errorLines = doc.errors.map((error) => lineCounter.linePos(error.pos[0]).line);
    const message = first.message.split("\n")[0] ?? first.message;
    return { ok: false, error: { code: first.code, message, ...toIssuePosition(lineCounter.linePos(first.pos[0])) }, errorLines };
  }
  const converter = new Converter(doc, limits, lineCounter);
  try {
    const value = doc.contents === null ? "" : converter.convert(doc.contents, 0);
    return { ok: true, value, warnings: converter.warnings };
  } catch (error) {
    if (!(error instanceof LimitExceeded)) throw error;
    const issue = { code: error.code, message: error.message, ...toIssuePosition(lineCounter.linePos(error.offset)) };
    return { ok: false, error: issue, errorLines: [] };
  }
}
