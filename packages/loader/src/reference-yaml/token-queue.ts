// The scanner's token queue: look-ahead until pending simple keys are resolved, plus indentation.
import { CharReader, type Mark } from "./char-reader.js";
import { refuseDisallowedToken } from "./disallowed-token.js";
import { pointToken, type Token, type TokenKind } from "./token.js";
import { YamlProblem } from "./yaml-problem.js";

interface SimpleKey {
  readonly tokenNumber: number;
  readonly required: boolean;
  readonly mark: Mark;
}

/**
 * Tokens are fetched lazily, like the reference scanner: a token that may still turn out to be a
 * simple key (`key: value`) keeps the scanner reading until its `:` is found or ruled out.
 */
export abstract class TokenQueue {
  readonly reader: CharReader;
  indent = -1;
  allowSimpleKey = true;
  protected readonly flowContext: string[] = [];
  protected readonly tokens: Token[] = [];
  protected done = false;
  private readonly indents: number[] = [];
  private readonly simpleKeys = new Map<number, SimpleKey>();
  private tokensTaken = 0;

  constructor(text: string) {
    this.reader = new CharReader(text);
    this.tokens.push(pointToken("stream-start", this.reader.mark()));
  }

  get flowLevel(): number {
    return this.flowContext.length;
  }

  /** True when the next token is one of `kinds`; strictyaml refuses tags, anchors and flow collections here. */
  check(...kinds: TokenKind[]): boolean {
    const token = this.front();
    if (token === undefined || !kinds.includes(token.kind)) return false;
    refuseDisallowedToken(token);
    return true;
  }

  peek(): Token {
    const token = this.front();
    if (token === undefined) throw new Error("reference scanner: read past the end of the stream");
    return token;
  }

  next(): Token {
    const token = this.peek();
    this.tokens.shift();
    this.tokensTaken += 1;
    return token;
  }

  protected abstract fetchMoreTokens(): void;

  private front(): Token | undefined {
    while (this.needMoreTokens()) this.fetchMoreTokens();
    // The round-trip scanner always reads one token further ahead.
    if (!this.done && this.tokens.length < 2) this.fetchMoreTokens();
    return this.tokens[0];
  }

  private needMoreTokens(): boolean {
    if (this.done) return false;
    if (this.tokens.length === 0) return true;
    this.staleSimpleKeys();
    let least: number | undefined;
    for (const key of this.simpleKeys.values()) {
      if (least === undefined || key.tokenNumber < least) least = key.tokenNumber;
    }
    return least === this.tokensTaken;
  }

  protected staleSimpleKeys(): void {
    for (const [level, key] of this.simpleKeys) {
      if (key.mark.line !== this.reader.line || this.reader.index - key.mark.index > 1024) {
        if (key.required) this.missingColon(key);
        this.simpleKeys.delete(level);
      }
    }
  }

  private missingColon(key: SimpleKey): never {
    throw new YamlProblem({
      context: "while scanning a simple key",
      contextMark: key.mark,
      problem: "could not find expected ':'",
      problemMark: this.reader.mark(),
    });
  }

  protected saveSimpleKey(): void {
    const required = this.flowLevel === 0 && this.indent === this.reader.column;
    if (!this.allowSimpleKey) return;
    this.removeSimpleKey();
    const tokenNumber = this.tokensTaken + this.tokens.length;
    this.simpleKeys.set(this.flowLevel, { tokenNumber, required, mark: this.reader.mark() });
  }

  protected removeSimpleKey(): void {
    const key = this.simpleKeys.get(this.flowLevel);
    if (key === undefined) return;
    if (key.required) this.missingColon(key);
    this.simpleKeys.delete(this.flowLevel);
  }

  protected clearSimpleKeys(): void {
    this.simpleKeys.clear();
  }

  /** Turns a pending simple key into KEY (and BLOCK-MAPPING-START) tokens; false when there is none. */
  protected resolveSimpleKey(): boolean {
    const key = this.simpleKeys.get(this.flowLevel);
    if (key === undefined) return false;
    this.simpleKeys.delete(this.flowLevel);
    const at = key.tokenNumber - this.tokensTaken;
    this.tokens.splice(at, 0, pointToken("key", key.mark));
    if (this.flowLevel === 0 && this.addIndent(key.mark.column)) {
      this.tokens.splice(at, 0, pointToken("block-mapping-start", key.mark));
    }
    return true;
  }

  protected unwindIndent(column: number): void {
    if (this.flowLevel > 0) return;
    while (this.indent > column) {
      this.indent = this.indents.pop() ?? -1;
      this.tokens.push(pointToken("block-end", this.reader.mark()));
    }
  }

  protected addIndent(column: number): boolean {
    if (this.indent >= column) return false;
    this.indents.push(this.indent);
    this.indent = column;
    return true;
  }
}
