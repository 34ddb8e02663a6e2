// The shape a request body may have before it is parsed: how deep it nests, how many members an
// object and the whole message have, and how large and deep a `_meta` object is. Read over the raw
// bytes, before they are even decoded (decoding 877 KB costs more than the check), in one pass that
// stops at the first bound passed, so a body built to be costly (an object of 60,000 keys parses in
// about 160 ms, and the SDK's schemas walk it again) is refused for the price of reading its first
// few kilobytes, in both protocol eras, before JSON.parse or any schema sees it. UTF-8 leaves every
// byte of a multi-byte character at 0x80 or above, so only JSON's own ASCII marks are looked at
// (docs/serving.md "Limits and bad input", docs/decisions/2026-11-29-http-fairness.md).

/** The bounds on a request body's shape; `messageBounds` holds the defaults. */
export interface MessageBounds {
  /** Objects and arrays nested inside one another, the message itself counted. */
  readonly maxDepth: number;
  /** Members (keys) of one object. */
  readonly maxMembers: number;
  /** Members of all the message's objects together. */
  readonly maxTotalMembers: number;
  /** Keys of a `_meta` object, and of every object inside it. */
  readonly maxMetaKeys: number;
  /** Levels of objects and arrays inside a `_meta` object, itself counted. */
  readonly maxMetaDepth: number;
  /** Bytes of a `_meta` object as sent (UTF-8), from its `{` to its `}`. */
  readonly maxMetaBytes: number;
}

/**
 * What real clients send stays well inside: a `_meta` holds a `progressToken`, the 2026-07-28
 * revision's `io.modelcontextprotocol/*` keys (the protocol version, client capabilities and client
 * info, at most four levels deep) and skill-kit's own keys, a few hundred bytes; tool arguments are a
 * workflow's answers or a skill's argument string.
 */
const messageBounds: MessageBounds = {
  maxDepth: 64,
  maxMembers: 1024,
  maxTotalMembers: 16_384,
  maxMetaKeys: 64,
  maxMetaDepth: 8,
  maxMetaBytes: 16 * 1024,
};

interface Open {
  readonly object: boolean;
  members: number;
  /** True for a `_meta` object or any container inside one. */
  readonly meta: boolean;
}

const quote = 0x22;
const backslash = 0x5c;
const colon = 0x3a;
const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;

const metaKeyBytes = Buffer.from('"_meta"');

/**
 * What bound the body `bytes` (UTF-8) passes, said for the client, or undefined when it passes none
 * (malformed JSON included: the envelope check that parses it says what is wrong).
 */
export function messageShapeError(bytes: Buffer, bounds: MessageBounds = messageBounds): string | undefined {
  const stack: Open[] = [];
  let total = 0;
  /** Where the outermost open `_meta` object starts, and how deep the stack was outside it. */
  let metaStart = -1;
  let metaBase = 0;
  /** The last string read was the key `_meta`. */
  let metaKey = false;
  for (let at = 0; at < bytes.length; at += 1) {
    const char = bytes[at];
    if (char === quote) {
      const end = closingQuote(bytes, at);
      if (end < 0) return undefined;
      metaKey = end - at === 6 && bytes.compare(metaKeyBytes, 0, 7, at, at + 7) === 0;
      at = end;
    } else if (char === colon) {
      const top = stack.at(-1);
      if (top === undefined || !top.object) continue;
      top.members += 1;
      total += 1;
      if (top.meta && top.members > bounds.maxMetaKeys)
        return `an object in "_meta" has more than ${String(bounds.maxMetaKeys)} keys, the limit`;
      if (top.members > bounds.maxMembers) return `an object has more than ${String(bounds.maxMembers)} members, the limit`;
      if (total > bounds.maxTotalMembers)
        return `the message has more than ${String(bounds.maxTotalMembers)} object members in all, the limit`;
      continue;
    } else if (char === openBrace || char === openBracket) {
      const startsMeta = metaKey && metaStart < 0 && char === openBrace;
      if (startsMeta) {
        metaStart = at;
        metaBase = stack.length;
      }
      stack.push({ object: char === openBrace, members: 0, meta: metaStart >= 0 });
      if (stack.length > bounds.maxDepth) return `the message nests more than ${String(bounds.maxDepth)} levels deep, the limit`;
      if (metaStart >= 0 && stack.length - metaBase > bounds.maxMetaDepth)
        return `"_meta" nests more than ${String(bounds.maxMetaDepth)} levels deep, the limit`;
    } else if (char === closeBrace || char === closeBracket) {
      stack.pop();
      if (metaStart >= 0 && stack.length === metaBase) {
        if (at + 1 - metaStart > bounds.maxMetaBytes) return metaTooLarge(bounds);
        metaStart = -1;
      }
    }
    if (char !== quote) metaKey = false;
    if (metaStart >= 0 && at - metaStart >= bounds.maxMetaBytes) return metaTooLarge(bounds);
  }
  return undefined;
}

/**
 * Keys of `params._meta` (or of a response's `result._meta`) past the bound, for a key the raw pass
 * could not see as `_meta` (written with escapes); the raw pass has bounded the object's size already.
 */
export function parsedMetaError(
  message: Readonly<Record<string, unknown>>,
  bounds: MessageBounds = messageBounds,
): string | undefined {
  for (const holder of [message["params"], message["result"]]) {
    const meta = isObject(holder) ? holder["_meta"] : undefined;
    if (isObject(meta) && Object.keys(meta).length > bounds.maxMetaKeys)
      return `an object in "_meta" has more than ${String(bounds.maxMetaKeys)} keys, the limit`;
  }
  return undefined;
}

function metaTooLarge(bounds: MessageBounds): string {
  return `"_meta" is larger than ${String(bounds.maxMetaBytes)} bytes, the limit`;
}

/** The index of the quote closing the string opened at `at`, or -1 when the bytes end first. */
function closingQuote(bytes: Buffer, at: number): number {
  for (let end = bytes.indexOf(quote, at + 1); end >= 0; end = bytes.indexOf(quote, end + 1)) {
    let escapes = 0;
    while (bytes[end - 1 - escapes] === backslash) escapes += 1;
    if (escapes % 2 === 0) return end;
  }
  return -1;
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
