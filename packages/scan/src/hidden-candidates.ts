// A fast pass over a file: could it hold a hidden character at all? Every character the hidden-Unicode
// rules look for is three or four UTF-8 bytes led by E2 80, E2 81, EF BB or F3 A0. The search runs on
// the file's Latin-1 view (one character per byte, already made for the word search): a string's
// `indexOf` finds each lead pair natively, and stepping from one to the next costs no call into C++,
// which matters for E2 80 (it also leads dashes, quotes, bullets and the ellipsis).

/** Whether some `lead` in `view` is followed by a character `third` accepts. */
function hasSequence(view: string, lead: string, third: (code: number) => boolean): boolean {
  for (let at = view.indexOf(lead); at !== -1; at = view.indexOf(lead, at + lead.length))
    if (third(view.charCodeAt(at + lead.length))) return true;
  return false;
}

/** `view`: a file's bytes as Latin-1 (`buffer.toString("latin1")`). */
export function mayHideCharacters(view: string): boolean {
  return (
    // U+200B–U+200D, U+202A–U+202E (E2 80 8B–8D, AA–AE)
    hasSequence(view, "\xE2\x80", (third) => (third >= 0x8b && third <= 0x8d) || (third >= 0xaa && third <= 0xae)) ||
    // U+2060, U+2066–U+2069 (E2 81 A0, A6–A9)
    hasSequence(view, "\xE2\x81", (third) => third === 0xa0 || (third >= 0xa6 && third <= 0xa9)) ||
    // U+FEFF (EF BB BF)
    view.includes("\xEF\xBB\xBF") ||
    // U+E0000–U+E007F (F3 A0 80–81 …)
    hasSequence(view, "\xF3\xA0", (third) => third === 0x80 || third === 0x81)
  );
}
