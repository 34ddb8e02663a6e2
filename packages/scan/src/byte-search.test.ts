// The byte search must mark exactly what the expressions mark in the Latin-1 view (`viewMarks`, the
// search where WebAssembly cannot run): every word in any case, at every offset of a 16-byte block and
// at the very end of the bytes, hidden characters only when asked, and no word where there is none.
import { isAscii } from "node:buffer";
import { describe, expect, it } from "vitest";
import { anchorFinderModule } from "./anchor-finder.js";
import { byteKinds, byteMarks } from "./byte-search.js";
import { finderMemory, finderModule } from "./finder-bytes.js";
import { anchorTables, kindBit, wordRecords } from "./search-words.js";
import { viewMarks } from "./text-files.js";

const words = [
  ...[".ssh", ".aws", ".azure", ".kube", ".docker", ".netrc", ".npmrc", ".pypirc", ".git-credentials", ".env", ".config/gcloud"],
  ...["id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "aws_secret", "application_default"],
  ...["curl", "wget", "iex", "invoke-ex"],
];
const hidden = ["\u200B", "\u200D", "\u202E", "\u2060", "\u2066", "\u2069", "\uFEFF", "\u{E0041}"];

/** Both searches over `bytes`, as the scan runs them (hidden characters only in a file that is not ASCII). */
function both(bytes: Uint8Array): { fromBytes: unknown; fromView: unknown } {
  const buffer = Buffer.from(bytes);
  const ascii = isAscii(buffer);
  return { fromBytes: byteMarks(buffer, !ascii), fromView: viewMarks(buffer.toString("latin1"), ascii) };
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe("finder-bytes.ts", () => {
  it("holds the module and the memory that anchor-finder.ts and search-words.ts build (else: pnpm build && pnpm finder-bytes)", () => {
    const tables = anchorTables();
    expect(finderModule).toBe(Buffer.from(anchorFinderModule(tables)).toString("base64"));
    expect(finderMemory).toBe(Buffer.concat([tables, wordRecords()]).toString("base64"));
  });
});

describe("byteMarks", () => {
  it("runs here (WebAssembly with SIMD)", () => {
    expect(byteMarks(utf8("plain words"), false)).toEqual({ fetch: false, secret: false, key: false, hide: false });
  });

  it("finds every word, in lower, upper and mixed case, at every offset and at the end", () => {
    for (const word of words)
      for (const spelled of [
        word,
        word.toUpperCase(),
        Array.from(word, (char, i) => (i % 2 === 0 ? char.toUpperCase() : char)).join(""),
      ])
        for (let offset = 0; offset < 20; offset += 1) {
          const text = `${"a".repeat(offset)}${spelled}`;
          const { fromBytes, fromView } = both(utf8(`${text} trailing text`));
          expect(fromBytes, text).toEqual(fromView);
          expect(fromBytes, text).not.toEqual({ fetch: false, secret: false, key: false, hide: false });
          expect(both(utf8(text)).fromBytes, `${text} at the end`).toEqual(fromView);
        }
  });

  it("finds no word in a word cut short or with a byte changed", () => {
    for (const word of words) {
      const cut = word.slice(0, -1);
      const changed = `${word.slice(0, -1)}\u00e9`;
      for (const text of [cut, `${cut}!`, changed, `${word.slice(0, 1)} ${word.slice(1)}`]) {
        const { fromBytes, fromView } = both(utf8(`x ${text}`));
        expect(fromBytes, text).toEqual(fromView);
      }
    }
  });

  it("finds hidden characters only in bytes above 0x7F, and not in look-alikes (the ellipsis, dashes, quotes)", () => {
    for (const char of hidden)
      for (let offset = 0; offset < 18; offset += 1) {
        const { fromBytes, fromView } = both(utf8(`${"é".repeat(offset)}${char}`));
        expect(fromBytes).toEqual(fromView);
        expect(fromBytes).toMatchObject({ hide: true });
      }
    const lookAlikes = both(utf8("Wait… — “quoted” ‘text’ † ‰ • ⁄ ⁅"));
    expect(lookAlikes.fromBytes).toEqual(lookAlikes.fromView);
    expect(lookAlikes.fromBytes).toMatchObject({ hide: false });
    expect(byteMarks(utf8("a\u200Bb"), false)).toMatchObject({ hide: false });
  });

  it("agrees with the expressions on random text built from the words' pieces", () => {
    const pieces = [
      ...words.flatMap((word) => [word, word.slice(0, 2), word.slice(1), word.slice(-3)]),
      ...hidden,
      " ",
      "\n",
      "é",
      "…",
      "x",
    ];
    let seed = 31;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let sample = 0; sample < 3000; sample += 1) {
      const text = Array.from({ length: 1 + (next() % 12) }, () => pieces[next() % pieces.length] ?? "").join("");
      const { fromBytes, fromView } = both(utf8(text));
      expect(fromBytes, JSON.stringify(text)).toEqual(fromView);
    }
  });

  it("searches bytes larger than its memory at first, and small bytes after them", () => {
    const large = utf8(`${"padding ".repeat(40_000)}curl`);
    expect(byteMarks(large, false)).toEqual({ fetch: true, secret: false, key: false, hide: false });
    expect(byteMarks(utf8("wget"), false)).toEqual({ fetch: true, secret: false, key: false, hide: false });
    expect(byteMarks(utf8("nothing"), false)).toEqual({ fetch: false, secret: false, key: false, hide: false });
  });

  it("finds SKILL.md's words only when asked: allowed-tools in any case and !`", () => {
    const { tools, command } = kindBit;
    const cases: readonly (readonly [string, number])[] = [
      ["allowed-tools: Bash", tools],
      ["Allowed-Tools: Bash", tools],
      ["allowed-tool", 0],
      ["allowed_tools", 0],
      ["run !`ls` first", command],
      ["! `ls`", 0],
      ["--t -e -d", 0],
    ];
    for (const [text, kinds] of cases)
      for (let offset = 0; offset < 18; offset += 1) {
        const bytes = utf8(`${"z".repeat(offset)}${text}`);
        expect(byteKinds(bytes, tools | command), JSON.stringify(text)).toBe(kinds);
        expect(byteKinds(bytes, kindBit.fetch | kindBit.secret), JSON.stringify(text)).toBe(0);
      }
    expect(byteKinds(utf8("allowed-tools, !`x` and curl"), tools | command | kindBit.fetch)).toBe(
      tools | command | kindBit.fetch,
    );
  });
});
