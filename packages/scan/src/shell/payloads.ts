// Decoding the payloads a shell line carries: base64, hex (`xxd -r -p`), printf and `$'…'` escapes,
// and PowerShell's `-EncodedCommand` (base64 of UTF-16LE). Bounded: payloads over 64 KiB are not decoded.
import { Buffer } from "node:buffer";

const limit = 65_536;

/** Printable text, or undefined when the bytes are not text. */
function asText(bytes: Buffer, encoding: "utf8" | "utf16le"): string | undefined {
  if (bytes.length === 0) return undefined;
  const text = bytes.toString(encoding);
  let controls = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 9 || (code > 13 && code < 32) || code === 0xfffd) controls += 1;
  }
  return controls > text.length / 10 ? undefined : text;
}

export function decodeBase64(payload: string): string | undefined {
  const clean = payload.replace(/\s+/g, "");
  if (clean.length > limit || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean)) return undefined;
  return asText(Buffer.from(clean, "base64"), "utf8");
}

export function decodeHex(payload: string): string | undefined {
  const clean = payload.replace(/\s+|\\x|0x/gi, "");
  if (clean.length > limit || !/^(?:[0-9a-f]{2})+$/i.test(clean)) return undefined;
  return asText(Buffer.from(clean, "hex"), "utf8");
}

export function decodePowerShell(payload: string): string | undefined {
  const clean = payload.replace(/\s+/g, "");
  if (clean.length > limit || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return undefined;
  return asText(Buffer.from(clean, "base64"), "utf16le");
}

const simpleEscapes: Readonly<Record<string, string>> = {
  n: "\n",
  t: "\t",
  r: "\r",
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "",
  e: "\u001B",
};

/** printf's, `echo -e`'s and `$'…'`'s escapes: \xHH, \NNN (octal), \uHHHH, \n …; undefined without a numeric one. */
const escape = /\\(?:x([0-9a-fA-F]{1,2})|(0?[0-7]{1,3})|u([0-9a-fA-F]{4})|(.))/g;

/** printf's, `echo -e`'s and `$'…'`'s escapes: \xHH, \NNN (octal), \uHHHH, \n …; undefined without a numeric one. */
export function decodeEscapes(text: string): string | undefined {
  if (text.length > limit || !/\\(?:x[0-9a-f]|[0-7]|u[0-9a-f])/i.test(text)) return undefined;
  let result = "";
  let from = 0;
  for (const match of text.matchAll(escape)) {
    const [whole, hex, octal, unicode, other = ""] = match;
    result += text.slice(from, match.index);
    from = match.index + whole.length;
    if (hex !== undefined) result += String.fromCharCode(Number.parseInt(hex, 16));
    else if (octal !== undefined) result += String.fromCharCode(Number.parseInt(octal, 8));
    else if (unicode !== undefined) result += String.fromCharCode(Number.parseInt(unicode, 16));
    else result += Object.hasOwn(simpleEscapes, other) ? (simpleEscapes[other] ?? whole) : whole;
  }
  return result + text.slice(from);
}
