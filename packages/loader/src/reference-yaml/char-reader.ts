// A code-point cursor over YAML text that counts lines and columns the way the reference parser does.

/** A position in the text: code-point index, 0-based line and column. */
export interface Mark {
  readonly index: number;
  readonly line: number;
  readonly column: number;
}

const LINE_BREAKS = "\n\x85\u2028\u2029";

/** Reads YAML text one code point at a time; past the end it yields `"\0"`. */
export class CharReader {
  readonly chars: readonly string[];
  index = 0;
  line = 0;
  column = 0;
  /** The text itself when every code point is one UTF-16 unit, so slices need no join. */
  private readonly simple: string | undefined;

  constructor(text: string) {
    this.chars = Array.from(text);
    this.simple = this.chars.length === text.length ? text : undefined;
  }

  peek(offset = 0): string {
    return this.chars[this.index + offset] ?? "\0";
  }

  prefix(length: number): string {
    if (this.simple !== undefined) return this.simple.slice(this.index, this.index + length);
    return this.chars.slice(this.index, this.index + length).join("");
  }

  forward(length = 1): void {
    for (let step = 0; step < length; step += 1) {
      const ch = this.chars[this.index];
      if (ch === undefined) return;
      this.index += 1;
      if (LINE_BREAKS.includes(ch) || (ch === "\r" && this.chars[this.index] !== "\n")) {
        this.line += 1;
        this.column = 0;
      } else if (ch !== "\uFEFF") {
        this.column += 1;
      }
    }
  }

  mark(): Mark {
    return { index: this.index, line: this.line, column: this.column };
  }
}
