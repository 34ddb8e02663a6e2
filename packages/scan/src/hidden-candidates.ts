// A fast pass over a file's bytes: could it hold a hidden character at all? Every character the
// hidden-Unicode rules look for is three or four UTF-8 bytes led by E2 80, E2 81, EF BB or F3 A0;
// `indexOf` finds those lead bytes far faster than a regular expression reads the decoded text.

function hasSequence(bytes: Uint8Array, lead: number, next: (second: number, third: number) => boolean): boolean {
  for (let at = bytes.indexOf(lead); at !== -1; at = bytes.indexOf(lead, at + 1))
    if (next(bytes[at + 1] ?? 0, bytes[at + 2] ?? 0)) return true;
  return false;
}

export function mayHideCharacters(bytes: Uint8Array): boolean {
  return (
    // U+200B–U+200D, U+202A–U+202E (E2 80 8B–8D, AA–AE); U+2060, U+2066–U+2069 (E2 81 A0, A6–A9)
    hasSequence(
      bytes,
      0xe2,
      (second, third) =>
        (second === 0x80 && ((third >= 0x8b && third <= 0x8d) || (third >= 0xaa && third <= 0xae))) ||
        (second === 0x81 && (third === 0xa0 || (third >= 0xa6 && third <= 0xa9))),
    ) ||
    // U+FEFF (EF BB BF)
    hasSequence(bytes, 0xef, (second, third) => second === 0xbb && third === 0xbf) ||
    // U+E0000–U+E007F (F3 A0 80–81 …)
    hasSequence(bytes, 0xf3, (second, third) => second === 0xa0 && (third === 0x80 || third === 0x81))
  );
}
