// Just enough of the WebAssembly binary format to write one small module by hand: numbers, vectors,
// sections and the instructions the anchor finder uses (WebAssembly 2.0 with 128-bit SIMD, which every
// Node this package supports runs). No toolchain: the module's bytes are built when first needed.

/** An unsigned LEB128 number. */
function unsigned(value: number): number[] {
  const bytes: number[] = [];
  let rest = value >>> 0;
  do {
    const low = rest & 0x7f;
    rest >>>= 7;
    bytes.push(rest === 0 ? low : low | 0x80);
  } while (rest !== 0);
  return bytes;
}

/** A signed LEB128 number (for `i32.const`). */
function signed(value: number): number[] {
  const bytes: number[] = [];
  let rest = value | 0;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    const done = (rest === 0 && (low & 0x40) === 0) || (rest === -1 && (low & 0x40) !== 0);
    bytes.push(done ? low : low | 0x80);
    if (done) return bytes;
  }
}

/** Instructions and their immediates as nested lists of bytes, flattened once (no spreads while building). */
export type Code = readonly (number | Code)[];

function flatten(code: Code, into: number[] = []): number[] {
  for (const item of code) {
    if (typeof item === "number") into.push(item);
    else flatten(item, into);
  }
  return into;
}

/** A vector: its length, then its items. */
function vector(items: readonly (readonly number[])[]): number[] {
  return [...unsigned(items.length), ...items.flat()];
}

function section(id: number, content: readonly number[]): number[] {
  return [id, ...unsigned(content.length), ...content];
}

function name(text: string): number[] {
  return [...unsigned(text.length), ...Buffer.from(text, "latin1")];
}

export const i32 = 0x7f;
export const v128 = 0x7b;

const simd = (code: number): number[] => [0xfd, ...unsigned(code)];

/** The instructions used, by their text-format names. Memory offsets are immediate; alignment is left at 1 byte. */
export const op = {
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  if: [0x04, 0x40],
  end: [0x0b],
  br: (depth: number) => [0x0c, ...unsigned(depth)],
  brIf: (depth: number) => [0x0d, ...unsigned(depth)],
  return: [0x0f],
  localGet: (index: number) => [0x20, ...unsigned(index)],
  localSet: (index: number) => [0x21, ...unsigned(index)],
  localTee: (index: number) => [0x22, ...unsigned(index)],
  i32Load8U: (offset: number) => [0x2d, 0, ...unsigned(offset)],
  i32Const: (value: number) => [0x41, ...signed(value)],
  i32Eqz: [0x45],
  i32Eq: [0x46],
  i32Ne: [0x47],
  i32LtU: [0x49],
  i32GtU: [0x4b],
  i32GeU: [0x4f],
  i32Ctz: [0x68],
  i32Add: [0x6a],
  i32Sub: [0x6b],
  i32And: [0x71],
  i32Or: [0x72],
  i32Shl: [0x74],
  i32ShrU: [0x76],
  v128Load: (offset: number) => [...simd(0x00), 0, ...unsigned(offset)],
  v128Const: (bytes: readonly number[]) => [...simd(0x0c), ...bytes],
  i8x16Swizzle: simd(0x0e),
  i8x16Splat: simd(0x0f),
  i8x16Ne: simd(0x24),
  v128And: simd(0x4e),
  v128Or: simd(0x50),
  v128AnyTrue: simd(0x53),
  i8x16Bitmask: simd(0x64),
  i8x16ShrU: simd(0x6d),
} as const;

/** A module of one function, exported with its memory (one page to start with). */
export function moduleOf(options: {
  readonly params: readonly number[];
  readonly result: number;
  readonly locals: readonly (readonly [count: number, type: number])[];
  readonly body: Code;
  readonly exportName: string;
}): Uint8Array {
  const code = flatten([vector(options.locals.map(([count, type]) => [...unsigned(count), type])), options.body, op.end]);
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([[0x60, ...vector(options.params.map((type) => [type])), ...vector([[options.result]])]])),
    ...section(3, vector([[0]])),
    ...section(5, vector([[0x00, 1]])),
    ...section(
      7,
      vector([
        [...name(options.exportName), 0x00, 0],
        [...name("memory"), 0x02, 0],
      ]),
    ),
    ...section(10, vector([[...unsigned(code.length), ...code]])),
  ]);
}
