// The reference YAML scanner (ruamel as used by strictyaml): which character starts which token.
import { scanBlockScalar } from "./scan-block-scalar.js";
import { END_SPACE_TAB, skipToNextToken } from "./scan-chars.js";
import { scanAnchor, scanDirective, scanTag } from "./scan-properties.js";
import { scanFlowScalar, scanPlain } from "./scan-scalars.js";
import { pointToken, type Token, type TokenKind } from "./token.js";
import { TokenQueue } from "./token-queue.js";
import { YamlProblem } from "./yaml-problem.js";
import { pyRepr } from "../python-text.js";

const NOT_PLAIN_START = "\0 \t\r\n\x85\u2028\u2029-?:,[]{}#&*!|>'\"%@`";

/** Turns YAML text into tokens on demand, the way the reference validator's YAML reader does. */
export class Scanner extends TokenQueue {
  protected fetchMoreTokens(): void {
    if (skipToNextToken(this.reader) && this.flowLevel === 0) this.allowSimpleKey = true;
    this.staleSimpleKeys();
    const reader = this.reader;
    this.unwindIndent(reader.column);
    const ch = reader.peek();
    const next = reader.peek(1);
    if (ch === "\0") this.fetchStreamEnd();
    else if (ch === "%" && reader.column === 0) this.fetchStructural(() => scanDirective(reader));
    else if (ch === "-" && this.atDocumentIndicator("---")) this.fetchDocumentIndicator("document-start");
    else if (ch === "." && this.atDocumentIndicator("...")) this.fetchDocumentIndicator("document-end");
    else if (ch === "[" || ch === "{") this.fetchFlowStart(ch);
    else if (ch === "]" || ch === "}") this.fetchFlowEnd(ch);
    else if (ch === ",") this.fetchFlowEntry();
    else if (ch === "-" && END_SPACE_TAB.includes(next)) this.fetchBlockIndicator("block-entry");
    else if (ch === "?" && (this.flowLevel > 0 || END_SPACE_TAB.includes(next))) this.fetchBlockIndicator("key");
    else if (ch === ":" && this.checkValue()) this.fetchValue();
    else if (ch === "*" || ch === "&" || ch === "!") this.fetchProperty(ch);
    else if ((ch === "|" || ch === ">") && this.flowLevel === 0) this.fetchBlockScalar(ch);
    else if (ch === "'" || ch === '"') this.fetchScalar(() => scanFlowScalar(reader, ch));
    else if (this.checkPlain()) this.fetchScalar(() => scanPlain(this));
    else {
      throw new YamlProblem({
        context: "while scanning for the next token",
        problem: `found character ${pyRepr(ch)} that cannot start any token`,
        problemMark: reader.mark(),
      });
    }
  }

  private atDocumentIndicator(indicator: string): boolean {
    const reader = this.reader;
    return reader.column === 0 && reader.prefix(3) === indicator && END_SPACE_TAB.includes(reader.peek(3));
  }

  private checkValue(): boolean {
    const next = this.reader.peek(1);
    if (this.flowLevel === 0 || this.flowContext[this.flowContext.length - 1] === "[") return END_SPACE_TAB.includes(next);
    if (this.tokens[this.tokens.length - 1]?.kind === "value") return END_SPACE_TAB.includes(next);
    return true;
  }

  private checkPlain(): boolean {
    const ch = this.reader.peek();
    const next = this.reader.peek(1);
    if (!NOT_PLAIN_START.includes(ch)) return true;
    if (ch === "-" && !END_SPACE_TAB.includes(next)) return true;
    if (ch === ":" && this.flowLevel > 0 && next !== " " && next !== "\t") return true;
    return !END_SPACE_TAB.includes(next) && (ch === "-" || (this.flowLevel === 0 && (ch === "?" || ch === ":")));
  }

  private oneCharToken(kind: TokenKind): Token {
    const start = this.reader.mark();
    this.reader.forward();
    return { kind, start, end: this.reader.mark(), value: "" };
  }

  private fetchStreamEnd(): void {
    this.fetchStructural(() => pointToken("stream-end", this.reader.mark()));
    this.clearSimpleKeys();
    this.done = true;
  }

  /** Stream end, directives and document indicators close every block and forbid a simple key. */
  private fetchStructural(scan: () => Token): void {
    this.unwindIndent(-1);
    this.removeSimpleKey();
    this.allowSimpleKey = false;
    this.tokens.push(scan());
  }

  private fetchDocumentIndicator(kind: TokenKind): void {
    this.fetchStructural(() => {
      const start = this.reader.mark();
      this.reader.forward(3);
      return { kind, start, end: this.reader.mark(), value: "" };
    });
  }

  private fetchFlowStart(bracket: "[" | "{"): void {
    this.saveSimpleKey();
    this.flowContext.push(bracket);
    this.allowSimpleKey = true;
    this.tokens.push(this.oneCharToken(bracket === "[" ? "flow-sequence-start" : "flow-mapping-start"));
  }

  private fetchFlowEnd(bracket: "]" | "}"): void {
    this.removeSimpleKey();
    this.flowContext.pop();
    this.allowSimpleKey = false;
    this.tokens.push(this.oneCharToken(bracket === "]" ? "flow-sequence-end" : "flow-mapping-end"));
  }

  private fetchFlowEntry(): void {
    this.allowSimpleKey = true;
    this.removeSimpleKey();
    this.tokens.push(this.oneCharToken("flow-entry"));
  }

  /** `- ` (block entry) and `? ` (complex key). */
  private fetchBlockIndicator(kind: "block-entry" | "key"): void {
    if (this.flowLevel === 0) {
      if (!this.allowSimpleKey) this.notAllowed(kind === "key" ? "mapping keys" : "sequence entries");
      if (this.addIndent(this.reader.column)) {
        const start = kind === "key" ? "block-mapping-start" : "block-sequence-start";
        this.tokens.push(pointToken(start, this.reader.mark()));
      }
    }
    this.allowSimpleKey = kind === "block-entry" || this.flowLevel === 0;
    this.removeSimpleKey();
    this.tokens.push(this.oneCharToken(kind));
  }

  private fetchValue(): void {
    if (this.resolveSimpleKey()) {
      this.allowSimpleKey = false;
    } else {
      if (this.flowLevel === 0) {
        if (!this.allowSimpleKey) this.notAllowed("mapping values");
        if (this.addIndent(this.reader.column)) this.tokens.push(pointToken("block-mapping-start", this.reader.mark()));
      }
      this.allowSimpleKey = this.flowLevel === 0;
      this.removeSimpleKey();
    }
    this.tokens.push(this.oneCharToken("value"));
  }

  private notAllowed(what: string): never {
    throw new YamlProblem({ problem: `${what} are not allowed here`, problemMark: this.reader.mark() });
  }

  private fetchProperty(indicator: "*" | "&" | "!"): void {
    this.fetchScalar(() => {
      if (indicator === "!") return scanTag(this.reader);
      return scanAnchor(this.reader, indicator === "*" ? "alias" : "anchor");
    });
  }

  private fetchBlockScalar(style: "|" | ">"): void {
    this.allowSimpleKey = true;
    this.removeSimpleKey();
    this.tokens.push(scanBlockScalar(this, style));
  }

  /** Tokens that may start a simple key: scalars, anchors, aliases, tags. */
  private fetchScalar(scan: () => Token): void {
    this.saveSimpleKey();
    this.allowSimpleKey = false;
    this.tokens.push(scan());
  }
}
