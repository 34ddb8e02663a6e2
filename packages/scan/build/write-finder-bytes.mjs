// Writes src/finder-bytes.ts: the anchor finder's WebAssembly module and the start of its memory (the
// four tables, then the words' records), built by src/anchor-finder.ts and src/search-words.ts, as
// base64: a scan loads two strings instead of building them on every start (about 2.5 ms). Run
// `pnpm finder-bytes` after `pnpm build` whenever a word or the finder changes (then
// `npx biome format --write src/finder-bytes.ts`); src/byte-search.test.ts fails until then.
import { Buffer } from "node:buffer";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { anchorFinderModule } from "../dist/anchor-finder.js";
import { anchorTables, wordRecords } from "../dist/search-words.js";

const tables = anchorTables();
const memory = new Uint8Array([...tables, ...wordRecords()]);
const base64 = (bytes) => Buffer.from(bytes).toString("base64");

writeFileSync(
  fileURLToPath(import.meta.resolve("../src/finder-bytes.ts")),
  [
    "// Written by build/write-finder-bytes.mjs from anchor-finder.ts and search-words.ts; do not edit.",
    "// src/byte-search.test.ts checks that these are the bytes those files build.",
    "",
    "/** The anchor finder's module (anchor-finder.ts), as base64. */",
    `export const finderModule = "${base64(anchorFinderModule(tables))}";`,
    "",
    "/** The start of its memory: the four tables, then the words' records (search-words.ts), as base64. */",
    `export const finderMemory = "${base64(memory)}";`,
    "",
  ].join("\n"),
);
