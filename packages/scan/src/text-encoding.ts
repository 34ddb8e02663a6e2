// How a file's bytes become the text the rules read, as a shell or an agent would take them: UTF-8
// (a BOM dropped), UTF-16 by its BOM or, without one, by the zero high bytes of its ASCII, and a script
// holding NUL bytes still read as text (bash and dash skip NULs as they read), with the NULs dropped.

const utf8 = new TextDecoder("utf-8");
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const utf16le = new TextDecoder("utf-16le");
const utf16be = new TextDecoder("utf-16be");

/** Extensions of files run by a shell or an interpreter that reads them as text. */
const scriptExtension = /\.(?:sh|bash|zsh|ksh|dash|fish|command|bat|cmd|ps1|psm1|py|pyw|rb|pl|pm|php|js|mjs|cjs|ts|lua|tcl|r)$/i;

/** The first 8 KiB decide, as `git` and `grep` decide whether a file is binary. */
const sampleLength = 8192;

/**
 * UTF-16 without a BOM, from its first 256 code units: none is U+0000, at least one in four is ASCII
 * (a zero high byte), and no byte is zero on the other side (which binary data would have).
 */
function bomlessUtf16(bytes: Uint8Array): "le" | "be" | undefined {
  const units = Math.min(256, Math.floor(bytes.length / 2));
  let little = 0;
  let big = 0;
  for (let unit = 0; unit < units; unit += 1) {
    const first = bytes[unit * 2] ?? 0;
    const second = bytes[unit * 2 + 1] ?? 0;
    if (first === 0 && second === 0) return undefined;
    if (second === 0) little += 1;
    if (first === 0) big += 1;
  }
  if (units < 2 || (little > 0 && big > 0)) return undefined;
  if (little >= units / 4) return "le";
  return big >= units / 4 ? "be" : undefined;
}

/** Whether a shell would run the file though it holds a NUL: bash refuses only a NUL in its first line (dash never checks). */
function runByShell(path: string, bytes: Uint8Array, nul: number): boolean {
  if (bytes[0] === 0x23 && bytes[1] === 0x21) return true;
  if (scriptExtension.test(path)) return true;
  const newline = bytes.indexOf(0x0a);
  if (newline === -1 || nul < newline) return false;
  // A binary format whose first line has no NUL (PNG) is not valid UTF-8: only text is taken.
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const dropNuls = (text: string): string => (text.includes("\0") ? text.replaceAll("\0", "") : text);

/** The file's text as the rules read it, or undefined for a binary file. */
export function decodeText(path: string, bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return dropNuls(utf16le.decode(bytes));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return dropNuls(utf16be.decode(bytes));
  const nul = bytes.subarray(0, sampleLength).indexOf(0);
  if (nul === -1) return dropNuls(utf8.decode(bytes));
  const wide = bomlessUtf16(bytes);
  if (wide !== undefined) return dropNuls((wide === "le" ? utf16le : utf16be).decode(bytes));
  return runByShell(path, bytes, nul) ? dropNuls(utf8.decode(bytes)) : undefined;
}
