// The reference parser and composer for block YAML: builds nodes or fails with the reference's messages.
import type { Mark } from "./char-reader.js";
import type { MappingNode, ScalarNode, SequenceNode, YamlNode } from "./node.js";
import { Scanner } from "./scanner.js";
import { tokenId, type TokenKind } from "./token.js";
import { YamlProblem } from "./yaml-problem.js";
import { pyRepr } from "../python-text.js";

function emptyScalar(mark: Mark): ScalarNode {
  return { kind: "scalar", value: "", style: "plain", start: mark, end: mark };
}

/** Parses one document of block YAML; `maxDepth` bounds nesting (the reference would overflow its stack). */
export class Parser {
  private readonly scanner: Scanner;
  private readonly maxDepth: number;
  private depth = 0;

  constructor(text: string, maxDepth: number) {
    this.scanner = new Scanner(text);
    this.maxDepth = maxDepth;
  }

  /** The text being parsed, as code points (error snippets index into it). */
  get chars(): readonly string[] {
    return this.scanner.reader.chars;
  }

  /** The root node, or `undefined` for an empty document. */
  parseSingleDocument(): YamlNode | undefined {
    const scanner = this.scanner;
    scanner.next();
    if (scanner.check("stream-end")) return undefined;
    if (scanner.check("directive", "document-start")) this.explicitDocumentStart();
    const root = this.parseNode(false);
    if (scanner.check("document-end")) scanner.next();
    if (!scanner.check("stream-end")) {
      if (scanner.check("directive", "document-start")) this.explicitDocumentStart();
      throw new YamlProblem({
        context: "expected a single document in the stream",
        contextMark: root.start,
        problem: "but found another document",
        problemMark: scanner.peek().start,
      });
    }
    return root;
  }

  private explicitDocumentStart(): never {
    while (this.scanner.check("directive")) this.scanner.next();
    const token = this.scanner.peek();
    throw new YamlProblem({
      problem: `expected '<document start>', but found ${pyRepr(tokenId(token.kind))}`,
      problemMark: token.start,
    });
  }

  private parseNode(indentless: boolean): YamlNode {
    const scanner = this.scanner;
    if (scanner.check("alias")) {
      const alias = scanner.next();
      throw new YamlProblem({ problem: `found undefined alias ${pyRepr(alias.value)}`, problemMark: alias.start });
    }
    scanner.check("anchor");
    scanner.check("tag");
    const start = scanner.peek().start;
    if (indentless && scanner.check("block-entry")) return this.nested(() => this.parseIndentlessSequence(start));
    if (scanner.check("scalar")) {
      const token = scanner.next();
      return { kind: "scalar", value: token.value, style: token.style ?? "plain", start: token.start, end: token.end };
    }
    scanner.check("flow-sequence-start");
    scanner.check("flow-mapping-start");
    if (scanner.check("block-sequence-start")) return this.nested(() => this.parseBlockSequence());
    if (scanner.check("block-mapping-start")) return this.nested(() => this.parseBlockMapping());
    const token = scanner.peek();
    throw new YamlProblem({
      context: "while parsing a block node",
      contextMark: start,
      problem: `expected the node content, but found ${pyRepr(tokenId(token.kind))}`,
      problemMark: token.start,
    });
  }

  private nested<T>(parse: () => T): T {
    this.depth += 1;
    if (this.depth > this.maxDepth) {
      throw new YamlProblem({
        problem: `nesting deeper than ${this.maxDepth} levels is not supported`,
        problemMark: this.scanner.peek().start,
      });
    }
    const node = parse();
    this.depth -= 1;
    return node;
  }

  /** A node after `-`, `?` or `:`, or an empty scalar when the next token cannot start one. */
  private parseEntry(after: Mark, stops: TokenKind[], indentless: boolean): YamlNode {
    if (this.scanner.check(...stops)) return emptyScalar(after);
    return this.parseNode(indentless);
  }

  private expectBlockEnd(context: string, start: Mark): Mark {
    const scanner = this.scanner;
    if (!scanner.check("block-end")) {
      const token = scanner.peek();
      throw new YamlProblem({
        context: `while parsing a block ${context}`,
        contextMark: start,
        problem: `expected <block end>, but found ${pyRepr(tokenId(token.kind))}`,
        problemMark: token.start,
      });
    }
    return scanner.next().end;
  }

  private parseBlockSequence(): SequenceNode {
    const scanner = this.scanner;
    const start = scanner.next().start;
    const items: YamlNode[] = [];
    while (scanner.check("block-entry")) {
      const entry = scanner.next();
      items.push(this.parseEntry(entry.end, ["block-entry", "block-end"], false));
    }
    return { kind: "sequence", items, start, end: this.expectBlockEnd("collection", start) };
  }

  private parseIndentlessSequence(start: Mark): SequenceNode {
    const scanner = this.scanner;
    const items: YamlNode[] = [];
    while (scanner.check("block-entry")) {
      const entry = scanner.next();
      items.push(this.parseEntry(entry.end, ["block-entry", "key", "value", "block-end"], false));
    }
    return { kind: "sequence", items, start, end: scanner.peek().start };
  }

  private parseBlockMapping(): MappingNode {
    const scanner = this.scanner;
    const start = scanner.next().start;
    const pairs: (readonly [YamlNode, YamlNode])[] = [];
    const stops: TokenKind[] = ["key", "value", "block-end"];
    for (;;) {
      let key: YamlNode;
      if (scanner.check("key")) key = this.parseEntry(scanner.next().end, stops, true);
      else if (scanner.check("value")) key = emptyScalar(scanner.peek().start);
      else return { kind: "mapping", pairs, start, end: this.expectBlockEnd("mapping", start) };
      const value = scanner.check("value") ? this.parseEntry(scanner.next().end, stops, true) : emptyScalar(scanner.peek().start);
      pairs.push([key, value]);
    }
  }
}
