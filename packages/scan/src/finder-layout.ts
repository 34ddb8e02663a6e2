// Where the anchor finder's memory holds what: its four 256-byte tables from 0, the words' records
// from `recordsStart`, the searched bytes from `dataStart` (anchor-finder.ts, byte-search.ts).

export const recordsStart = 1024;
export const dataStart = 2048;
