// A fast pass over a file's bytes: could it hold a hidden character at all? Every character the
// hidden-Unicode rules look for is three or four UTF-8 bytes led by E2 80, E2 81, EF BB or F3 A0;
// `indexOf` finds those two lead bytes natively, far faster than a regular expression reads the decoded
// text (a lead byte alone is too common: E2 also leads dashes, quotes, arrows and box drawing).

const leads = {
  e280: Buffer.from([0xe2, 0x80]),
  e281: Buffer.from([0xe2, 0x81]),
  efbb: Buffer.from([0xef, 0xbb]),
  f3a0: Buffer.from([0xf3, 0xa0]),
} as const;

function hasSequence(bytes: Buffer, lead: Buffer, third: (value: number) => boolean): boolean {
  for (let at = bytes.indexOf(lead); at !== -1; at = bytes.indexOf(lead, at + 1)) if (third(bytes[at + 2] ?? 0)) return true;
  return false;
}

export function mayHideCharacters(file: Uint8Array): boolean {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  return (
    // U+200B–U+200D, U+202A–U+202E (E2 80 8B–8D, AA–AE)
    hasSequence(bytes, leads.e280, (third) => (third >= 0x8b && third <= 0x8d) || (third >= 0xaa && third <= 0xae)) ||
    // U+2060, U+2066–U+2069 (E2 81 A0, A6–A9)
    hasSequence(bytes, leads.e281, (third) => third === 0xa0 || (third >= 0xa6 && third <= 0xa9)) ||
    // U+FEFF (EF BB BF)
    hasSequence(bytes, leads.efbb, (third) => third === 0xbf) ||
    // U+E0000–U+E007F (F3 A0 80–81 …)
    hasSequence(bytes, leads.f3a0, (third) => third === 0x80 || third === 0x81)
  );
}
