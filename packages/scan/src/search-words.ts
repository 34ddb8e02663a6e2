// The words the text rules need, for the byte search (`byte-search.ts`): the same words as the
// expressions in text-files.ts (`fetchWords`, `secretWords`), which stay as the search where
// WebAssembly cannot run; a new word goes in both, then `pnpm finder-bytes` (the tests compare the
// two searches). The hidden characters' UTF-8 sequences (as in hidden-candidates.ts) are words of
// their own group.
//
// Each word is found at an anchor byte: the search looks at the anchor and the three bytes after it
// in tables, then compares the whole word. Words share a group (a bit) when the first two bytes of
// their windows are alike: the SIMD stage tells a group's bytes by their nibbles, and `.` with `s` or
// `p` beside `.` with `a`, `c`, … would let `.t`, `.r`, … through too (hundreds of thousands of stops
// over the SKILL.md corpus instead of about 140,000).

/**
 * `key`: a secret location named by a word with an `_` (`id_rsa`, `aws_secret…`, `application_default…`).
 * Looked for in SKILL.md only: `tools` (`allowed-tools`) and `command` (`` !` ``).
 */
export type WordKind = "fetch" | "secret" | "key" | "hidden" | "tools" | "command";

/** Each kind as a bit, for `find`'s `kinds` and the records. */
export const kindBit: Readonly<Record<WordKind, number>> = {
  fetch: 1,
  secret: 2,
  key: 4,
  hidden: 8,
  tools: 16,
  command: 32,
};

interface AnchoredWord {
  /** Bytes, letters in lower case; letters match in any ASCII case, as the expressions' `i` flag does. */
  readonly bytes: readonly number[];
  /** The index in `bytes` of the byte the search stops at. */
  readonly anchor: number;
  readonly kind: WordKind;
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));
const secret = (word: string, anchor = 0): AnchoredWord => ({ bytes: ascii(word), anchor, kind: "secret" });
const key = (word: string, anchor: number): AnchoredWord => ({ bytes: ascii(word), anchor, kind: "key" });
const fetch = (word: string, anchor = 0): AnchoredWord => ({ bytes: ascii(word), anchor, kind: "fetch" });
const skillMdWord = (text: string, anchor: number, kind: WordKind): AnchoredWord => ({ bytes: ascii(text), anchor, kind });

/**
 * Every hidden character's UTF-8 bytes: U+200B–U+200D, U+202A–U+202E, U+2060, U+2066–U+2069, U+FEFF,
 * U+E0000–U+E007F (their first three bytes).
 */
const hidden: readonly AnchoredWord[] = [
  ...[0x8b, 0x8c, 0x8d, 0xaa, 0xab, 0xac, 0xad, 0xae].map((third) => [0xe2, 0x80, third]),
  ...[0xa0, 0xa6, 0xa7, 0xa8, 0xa9].map((third) => [0xe2, 0x81, third]),
  [0xef, 0xbb, 0xbf],
  ...[0x80, 0x81].map((third) => [0xf3, 0xa0, third]),
].map((bytes) => ({ bytes, anchor: 0, kind: "hidden" }));

/** Bit `i` of a table entry is group `i`. */
const wordGroups: readonly (readonly AnchoredWord[])[] = [
  [".aws", ".azure", ".kube", ".docker", ".netrc", ".npmrc", ".git-credentials", ".env", ".config/gcloud"].map((word) =>
    secret(word),
  ),
  [secret(".ssh"), secret(".pypirc")],
  [
    ...["id_rsa", "id_dsa", "id_ecdsa", "id_ed25519"].map((word) => key(word, 2)),
    key("aws_secret", 3),
    key("application_default", 11),
  ],
  [fetch("curl")],
  // SKILL.md's words go where they add few stops: `!` and a backtick share wget's nibbles, and `-t`
  // beside `-e` lets `-d` and `-u` through too (about 13,000 stops over the corpus instead of 2,400).
  [fetch("wget"), skillMdWord("!`", 0, "command")],
  [fetch("iex")],
  [fetch("invoke-ex", 6), skillMdWord("allowed-tools", 7, "tools")],
  hidden,
];

/** The groups holding words of `kinds` (a bit set of `kindBit`). */
export function groupsOf(kinds: number): number {
  return wordGroups.reduce(
    (bits, group, index) => (group.some((one) => (kindBit[one.kind] & kinds) !== 0) ? bits | (1 << index) : bits),
    0,
  );
}

/**
 * Four 256-byte tables: entry `256 * k + byte` holds the groups whose anchor may be followed, `k` bytes
 * on, by `byte` (every byte where a group's word has ended). Exact for each word on its own; a window
 * mixing two words of a group also passes, and the comparison then finds no word.
 */
export function anchorTables(): Uint8Array {
  const tables = new Uint8Array(1024);
  const everyByte = Array.from({ length: 256 }, (_, byte) => byte);
  wordGroups.forEach((group, index) => {
    for (const { bytes, anchor } of group)
      for (let k = 0; k < 4; k += 1) {
        const byte = bytes[anchor + k];
        const allowed = byte === undefined ? everyByte : byte >= 0x61 && byte <= 0x7a ? [byte, byte - 0x20] : [byte];
        for (const each of allowed) tables[256 * k + each] = (tables[256 * k + each] ?? 0) | (1 << index);
      }
  });
  return tables;
}

/** The size of one word's record: its group bit, its anchor, its length, its kind's bit and up to 20 bytes. */
export const recordSize = 24;

/** Every word as a record for the comparison, in group order, ended by a record of group 0. */
export function wordRecords(): Uint8Array {
  const words = wordGroups.flatMap((group, index) => group.map((one) => ({ ...one, bit: 1 << index })));
  const records = new Uint8Array((words.length + 1) * recordSize);
  words.forEach(({ bit, anchor, bytes, kind }, index) => {
    records.set([bit, anchor, bytes.length, kindBit[kind], ...bytes], index * recordSize);
  });
  return records;
}

const lower = (byte: number): number => (byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte);

/** Whether `one` is in `bytes` with its anchor at `at` (letters in any ASCII case). */
function wordAt(bytes: Uint8Array, at: number, one: AnchoredWord): boolean {
  const start = at - one.anchor;
  if (start < 0 || start + one.bytes.length > bytes.length) return false;
  for (let offset = 0; offset < one.bytes.length; offset += 1)
    if (lower(bytes[start + offset] ?? -1) !== one.bytes[offset]) return false;
  return true;
}

/** The kinds (a bit set) among `kinds` of the words anchored at `at` in `bytes`. */
export function kindsAt(bytes: Uint8Array, at: number, kinds: number): number {
  let found = 0;
  for (const group of wordGroups)
    for (const one of group) if ((kindBit[one.kind] & kinds) !== 0 && wordAt(bytes, at, one)) found |= kindBit[one.kind];
  return found;
}
