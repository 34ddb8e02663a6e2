// The WebAssembly function behind the byte search: `find(from, end, groups | kinds << 8)` returns the
// first address in [from, end) where a word of one of `groups` and of one of `kinds` (bit sets) is
// anchored, or -1. Memory holds four 256-byte tables (search-words.ts `anchorTables`: table k gives,
// for a byte, the groups that allow it k bytes after an anchor), then the words' records
// (`wordRecords`), then the searched bytes, at `dataStart`, with 48 bytes of room past their end
// (finder-layout.ts).
//
// Sixteen addresses at a time (two such blocks a turn), with SIMD: each byte's groups are looked up by its low and its high
// nibble (two 16-entry tables per position, a superset of the exact table), for the byte at the address
// and the one after it; where both agree, the four exact tables are read for that address alone, and
// where they agree too, the words of the groups left are compared byte by byte. In the text format:
//
//   loop $blocks
//     br_if $done (from >= end)
//     lanes = groupsAt(load(from), nibbles 0) & groupsAt(load(from + 1), nibbles 1) & splat(groups)
//     if any_true(lanes)
//       for each lane set in bitmask(lanes != 0), ascending: at = from + lane
//         br_if $done (at >= end)
//         exact = T0[mem[at]] & T1[mem[at + 1]] & T2[mem[at + 2]] & T3[mem[at + 3]] & groups
//         if exact: for each record of a group in exact and a kind in kinds: if its word is at
//           at - anchor (ASCII case folded, inside [dataStart, end)): return at
//     from += 16 (the loop does two blocks a turn)
//   return -1
import { dataStart, recordsStart } from "./finder-layout.js";
import { recordSize } from "./search-words.js";
import { type Code, i32, moduleOf, op, v128 } from "./wasm-encoding.js";

// Locals: the three parameters (the third: the groups in its low byte, the kinds above), then the
// v128 locals, then the i32 locals.
const from = 0;
const end = 1;
const groups = 2;
const [lanes, groupSplat, lowNibble, low0, high0, low1, high1, loaded, lanesHigh] = [3, 4, 5, 6, 7, 8, 9, 10, 11];
const [laneBits, at, exact, record, start, index, byte, kinds] = [12, 13, 14, 15, 16, 17, 18, 19];

/** For position `k`: which groups each low (or high) nibble allows, over every byte table `k` allows. */
function nibbleTable(tables: Uint8Array, k: number, nibbleOf: (byte: number) => number): number[] {
  const table = new Array<number>(16).fill(0);
  for (let byte = 0; byte < 256; byte += 1) table[nibbleOf(byte)] = (table[nibbleOf(byte)] ?? 0) | (tables[256 * k + byte] ?? 0);
  return table;
}

/** The groups of the 16 bytes at `from + offset`, by their nibbles. */
const groupsAt = (offset: number, low: number, high: number): Code => [
  op.localGet(low),
  op.localGet(from),
  op.v128Load(offset),
  op.localTee(loaded),
  op.localGet(lowNibble),
  op.v128And,
  op.i8x16Swizzle,
  op.localGet(high),
  op.localGet(loaded),
  op.i32Const(4),
  op.i8x16ShrU,
  op.i8x16Swizzle,
  op.v128And,
];

/** The exact groups of the byte `k` after `at`. */
const exactAt = (k: number): Code => [op.localGet(at), op.i32Load8U(k), op.i32Load8U(256 * k)];

/**
 * Whether a word of a group in `exact` and a kind in `kinds` is at `at`: returns `at` from the function
 * if so. A record is its group bit, its anchor, its length, its kind's bit and its bytes (letters in
 * lower case); a record of group 0 ends them.
 */
const compareWords: Code = [
  [op.i32Const(recordsStart), op.localSet(record)],
  op.block, // $wordsDone
  op.loop, // $words
  [op.localGet(record), op.i32Load8U(0), op.i32Eqz, op.brIf(1)],
  op.block, // $next
  [op.localGet(record), op.i32Load8U(0), op.localGet(exact), op.i32And, op.i32Eqz, op.brIf(0)],
  [op.localGet(record), op.i32Load8U(3), op.localGet(kinds), op.i32And, op.i32Eqz, op.brIf(0)],
  [op.localGet(at), op.localGet(record), op.i32Load8U(1), op.i32Sub, op.localTee(start)],
  [op.i32Const(dataStart), op.i32LtU, op.brIf(0)],
  [op.localGet(start), op.localGet(record), op.i32Load8U(2), op.i32Add, op.localGet(end), op.i32GtU, op.brIf(0)],
  [op.i32Const(0), op.localSet(index)],
  op.loop, // $bytes
  [op.localGet(index), op.localGet(record), op.i32Load8U(2), op.i32Eq],
  [op.if, op.localGet(at), op.return, op.end],
  // The byte, an ASCII capital letter folded to lower case: byte | ((byte - 0x41 <u 26) << 5).
  [op.localGet(start), op.localGet(index), op.i32Add, op.i32Load8U(0), op.localTee(byte)],
  [op.localGet(byte), op.i32Const(0x41), op.i32Sub, op.i32Const(26), op.i32LtU, op.i32Const(5), op.i32Shl, op.i32Or],
  [op.localGet(record), op.localGet(index), op.i32Add, op.i32Load8U(4), op.i32Ne, op.brIf(1)],
  [op.localGet(index), op.i32Const(1), op.i32Add, op.localSet(index), op.br(0)],
  op.end, // $bytes
  op.end, // $next
  [op.localGet(record), op.i32Const(recordSize), op.i32Add, op.localSet(record), op.br(0)],
  op.end, // $words
  op.end, // $wordsDone
];

export function anchorFinderModule(tables: Uint8Array): Uint8Array {
  const body: Code = [
    [op.localGet(groups), op.i32Const(8), op.i32ShrU, op.localSet(kinds)],
    // The splat keeps the low byte: the groups.
    op.localGet(groups),
    op.i8x16Splat,
    op.localSet(groupSplat),
    op.v128Const(new Array<number>(16).fill(0x0f)),
    op.localSet(lowNibble),
    op.v128Const(nibbleTable(tables, 0, (byte) => byte & 15)),
    op.localSet(low0),
    op.v128Const(nibbleTable(tables, 0, (byte) => byte >> 4)),
    op.localSet(high0),
    op.v128Const(nibbleTable(tables, 1, (byte) => byte & 15)),
    op.localSet(low1),
    op.v128Const(nibbleTable(tables, 1, (byte) => byte >> 4)),
    op.localSet(high1),
    op.block, // $done
    op.loop, // $blocks
    [op.localGet(from), op.localGet(end), op.i32GeU, op.brIf(1)],
    // Two blocks of 16 a turn: one branch for 32 addresses.
    [groupsAt(0, low0, high0), groupsAt(1, low1, high1), op.v128And, op.localGet(groupSplat), op.v128And, op.localSet(lanes)],
    [
      groupsAt(16, low0, high0),
      groupsAt(17, low1, high1),
      op.v128And,
      op.localGet(groupSplat),
      op.v128And,
      op.localTee(lanesHigh),
    ],
    [op.localGet(lanes), op.v128Or, op.v128AnyTrue],
    op.if,
    [op.localGet(lanes), op.v128Const(new Array<number>(16).fill(0)), op.i8x16Ne, op.i8x16Bitmask],
    [op.localGet(lanesHigh), op.v128Const(new Array<number>(16).fill(0)), op.i8x16Ne, op.i8x16Bitmask],
    [op.i32Const(16), op.i32Shl, op.i32Or],
    op.localSet(laneBits),
    op.block, // $lanesDone
    op.loop, // $lanes
    [op.localGet(laneBits), op.i32Eqz, op.brIf(1)],
    [op.localGet(from), op.localGet(laneBits), op.i32Ctz, op.i32Add, op.localTee(at)],
    // Depth 4: $lanes, $lanesDone, the if, $blocks, $done.
    [op.localGet(end), op.i32GeU, op.brIf(4)],
    [exactAt(0), exactAt(1), op.i32And, exactAt(2), op.i32And, exactAt(3), op.i32And],
    [op.localGet(groups), op.i32And, op.localTee(exact)],
    [op.if, compareWords, op.end],
    // Clear the lowest lane bit.
    [op.localGet(laneBits), op.localGet(laneBits), op.i32Const(1), op.i32Sub, op.i32And, op.localSet(laneBits)],
    op.br(0),
    op.end, // $lanes
    op.end, // $lanesDone
    op.end, // if
    [op.localGet(from), op.i32Const(32), op.i32Add, op.localSet(from), op.br(0)],
    op.end, // $blocks
    op.end, // $done
    op.i32Const(-1),
  ];
  return moduleOf({
    params: [i32, i32, i32],
    result: i32,
    locals: [
      [9, v128],
      [8, i32],
    ],
    body,
    exportName: "find",
  });
}
