// Reads frontmatter YAML exactly as the reference validator (strictyaml 1.7.3) does, or explains why not.
import { Constructor } from "./constructor.js";
import { scanSimpleYaml } from "./load-simple-yaml.js";
import { Parser } from "./parser.js";
import { snagMessage } from "./snag-problem.js";
import { renderYamlProblem, YamlProblem } from "./yaml-problem.js";
import type { ReferenceValue } from "../python-text.js";

/** The outcome: the value (a scalar or empty document reads as its own source text) or the error text. */
export type ReferenceYamlResult =
  | { readonly ok: true; readonly value: ReferenceValue }
  | { readonly ok: false; readonly message: string };

const NON_PRINTABLE = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;

/** Options: `maxDepth` bounds nesting (the reference has no bound and would overflow its stack). */
export interface ReferenceYamlOptions {
  readonly maxDepth?: number;
}

/** Loads YAML text with strictyaml's rules: no flow style, anchors, tags or duplicate keys; every scalar is text. */
export function loadReferenceYaml(text: string, options: ReferenceYamlOptions = {}): ReferenceYamlResult {
  const bad = NON_PRINTABLE.exec(text);
  if (bad !== null) {
    const code = (bad[0].codePointAt(0) ?? 0).toString(16).padStart(4, "0");
    const position = Array.from(text.slice(0, bad.index)).length;
    return {
      ok: false,
      message: `unacceptable character #x${code}: special characters are not allowed\n  in "<unicode string>", position ${position}`,
    };
  }
  const maxDepth = options.maxDepth ?? 256;
  const simple = scanSimpleYaml(text, { maxDepth });
  if (simple?.ok === true) return { ok: true, value: simple.value };
  const snag = simple?.snags[0];
  if (snag !== undefined) return { ok: false, message: snagMessage(text, snag) };
  const parser = new Parser(text, maxDepth);
  try {
    const root = parser.parseSingleDocument();
    if (root === undefined) return { ok: true, value: text };
    const value = new Constructor().construct(root);
    return { ok: true, value: root.kind === "scalar" ? text : value };
  } catch (error) {
    if (!(error instanceof YamlProblem)) throw error;
    return { ok: false, message: renderYamlProblem(error.init, parser.chars) };
  }
}
