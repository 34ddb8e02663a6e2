// Anchors, aliases, tags and directives: rare in frontmatter, scanned only to fail the way the reference does.
import type { CharReader, Mark } from "./char-reader.js";
import { END, scanLineBreak } from "./scan-chars.js";
import type { Token } from "./token.js";
import { YamlProblem } from "./yaml-problem.js";
import { pyRepr } from "../python-text.js";

/** An error factory for one scan: `fail(text)` reports `text` at the reader's current position. */
function failure(reader: CharReader, context: string, start: Mark): (text: string) => YamlProblem {
  return (text) => new YamlProblem({ context, contextMark: start, problem: text, problemMark: reader.mark() });
}

function isAnchorChar(ch: string): boolean {
  if (",[]{}".includes(ch)) return false;
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x21 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xd7ff) return true;
  if (code >= 0xe000 && code <= 0xfffd) return code !== 0xfeff;
  return code >= 0x10000 && code <= 0x10ffff;
}

/** Reads `&name` or `*name`. */
export function scanAnchor(reader: CharReader, kind: "anchor" | "alias"): Token {
  const start = reader.mark();
  reader.forward();
  let length = 0;
  while (isAnchorChar(reader.peek(length))) length += 1;
  const after = reader.peek(length);
  if (length === 0) {
    throw failure(
      reader,
      `while scanning an ${kind}`,
      start,
    )(`expected alphabetic or numeric character, but found ${pyRepr(after)}`);
  }
  const value = reader.prefix(length);
  reader.forward(length);
  if (!"\0 \t\r\n\x85\u2028\u2029?:,[]{}%@`".includes(after)) {
    throw failure(
      reader,
      `while scanning an ${kind}`,
      start,
    )(`expected alphabetic or numeric character, but found ${pyRepr(after)}`);
  }
  return { kind, start, end: reader.mark(), value };
}

const WORD = /^[0-9A-Za-z_-]$/;
const URI = /^[0-9A-Za-z\-;/?:@&=+$,_.!~*'()[\]%]$/;

function scanTagHandle(reader: CharReader, name: string, start: Mark): void {
  if (reader.peek() !== "!")
    throw failure(reader, `while scanning a ${name}`, start)(`expected '!', but found ${pyRepr(reader.peek())}`);
  let length = 1;
  if (reader.peek(length) !== " ") {
    while (WORD.test(reader.peek(length))) length += 1;
    if (reader.peek(length) !== "!") {
      const found = reader.peek(length);
      reader.forward(length);
      throw failure(reader, `while scanning a ${name}`, start)(`expected '!', but found ${pyRepr(found)}`);
    }
    length += 1;
  }
  reader.forward(length);
}

function scanTagUri(reader: CharReader, name: string, start: Mark): void {
  let length = 0;
  let read = false;
  while (URI.test(reader.peek(length))) {
    if (reader.peek(length) !== "%") {
      length += 1;
      continue;
    }
    reader.forward(length);
    read = true;
    length = 0;
    while (reader.peek() === "%") {
      reader.forward();
      for (let k = 0; k < 2; k += 1) {
        if (!/^[0-9A-Fa-f]$/.test(reader.peek(k))) {
          const found = pyRepr(reader.peek(k));
          throw failure(
            reader,
            `while scanning a ${name}`,
            start,
          )(`expected URI escape sequence of 2 hexdecimal numbers, but found ${found}`);
        }
      }
      reader.forward(2);
    }
  }
  reader.forward(length);
  if (!read && length === 0)
    throw failure(reader, `while parsing a ${name}`, start)(`expected URI, but found ${pyRepr(reader.peek())}`);
}

/** Reads a tag such as `!!str`, `!local` or `!<uri>`. */
export function scanTag(reader: CharReader): Token {
  const start = reader.mark();
  const next = reader.peek(1);
  if (next === "<") {
    reader.forward(2);
    scanTagUri(reader, "tag", start);
    if (reader.peek() !== ">")
      throw failure(reader, "while parsing a tag", start)(`expected '>', but found ${pyRepr(reader.peek())}`);
    reader.forward();
  } else if ("\0 \t\r\n\x85\u2028\u2029".includes(next)) {
    reader.forward();
  } else {
    let length = 1;
    let useHandle = false;
    while (!"\0 \r\n\x85\u2028\u2029".includes(reader.peek(length))) {
      if (reader.peek(length) === "!") {
        useHandle = true;
        break;
      }
      length += 1;
    }
    if (useHandle) scanTagHandle(reader, "tag", start);
    else reader.forward();
    scanTagUri(reader, "tag", start);
  }
  if (!"\0 \r\n\x85\u2028\u2029".includes(reader.peek())) {
    throw failure(reader, "while scanning a tag", start)(`expected ' ', but found ${pyRepr(reader.peek())}`);
  }
  return { kind: "tag", start, end: reader.mark(), value: "" };
}

/** Reads a `%` directive line (the parser then rejects it: frontmatter cannot hold a `---`). */
export function scanDirective(reader: CharReader): Token {
  const start = reader.mark();
  reader.forward();
  let length = 0;
  while (/^[0-9A-Za-z\-_:.]$/.test(reader.peek(length))) length += 1;
  const context = "while scanning a directive";
  if (length === 0 || !"\0 \r\n\x85\u2028\u2029".includes(reader.peek(length))) {
    reader.forward(length);
    throw failure(reader, context, start)(`expected alphabetic or numeric character, but found ${pyRepr(reader.peek())}`);
  }
  const name = reader.prefix(length);
  reader.forward(length);
  const end = reader.mark();
  while (!END.includes(reader.peek())) reader.forward();
  scanLineBreak(reader);
  return { kind: "directive", start, end, value: name };
}
