// Which words a file's bytes hold, found without making a string of them: the bytes are copied into a
// small WebAssembly module's memory and its `find` returns where a word is (anchor-finder.ts builds
// the module, finder-bytes.ts keeps what it built); which kind of word is told here. Most files hold
// no word, so most files are never decoded nor turned into a Latin-1 string. `undefined` where
// WebAssembly cannot run (`--jitless`, or a runtime without SIMD): text-files.ts then searches with
// its expressions.
import { finderMemory, finderModule } from "./finder-bytes.js";
import { dataStart } from "./finder-layout.js";
import { groupsOf, kindBit, kindsAt } from "./search-words.js";

export interface ByteMarks {
  /** A word of a download-and-execute form. */
  readonly fetch: boolean;
  /** A word of a secret location. */
  readonly secret: boolean;
  /** A secret location's word with an `_` (then `secret` too): the secret rule needs its whole expression. */
  readonly key: boolean;
  /** A hidden character's bytes (`byteMarks` looks for them only when asked). */
  readonly hide: boolean;
}

/** `select`: the groups in the low byte, the kinds (`kindBit`) above. */
type Find = (from: number, end: number, select: number) => number;

interface Finder {
  readonly find: Find;
  readonly memory: WebAssembly.Memory;
  /** The memory's bytes (a new view after the memory grows). */
  bytes: Uint8Array;
}

const isFind = (value: unknown): value is Find => typeof value === "function";

/** Room past the copied bytes: the search reads up to 32 bytes past their end. */
const slack = 48;

function newFinder(): Finder | undefined {
  try {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(finderModule, "base64")));
    const { find, memory } = instance.exports;
    if (!isFind(find) || !(memory instanceof WebAssembly.Memory)) return undefined;
    const bytes = new Uint8Array(memory.buffer);
    bytes.set(Buffer.from(finderMemory, "base64"), 0);
    return { find, memory, bytes };
  } catch {
    return undefined;
  }
}

let finder: Finder | undefined | null = null;

/** The finder, made on first use; `undefined` when WebAssembly cannot run here. */
function theFinder(): Finder | undefined {
  if (finder === null) finder = newFinder();
  return finder;
}

/** Copies `bytes` into the finder's memory, growing it when needed; returns the end address. */
function load(into: Finder, bytes: Uint8Array): number {
  const end = dataStart + bytes.length;
  if (end + slack > into.memory.buffer.byteLength) {
    into.memory.grow(Math.ceil((end + slack - into.memory.buffer.byteLength) / 65536));
    into.bytes = new Uint8Array(into.memory.buffer);
  }
  into.bytes.set(bytes, dataStart);
  into.bytes.fill(0, end, end + slack);
  return end;
}

/** The groups of each kind's bit, to put together the groups of a set of kinds. */
const kindGroups = Object.values(kindBit).map((bit): readonly [bit: number, groups: number] => [bit, groupsOf(bit)]);
const groupsFor = (kinds: number): number =>
  kindGroups.reduce((groups, [bit, of]) => ((kinds & bit) === 0 ? groups : groups | of), 0);

/** The kinds (a bit set of `kindBit`) among `wanted` that `bytes` hold. */
export function byteKinds(bytes: Uint8Array, wanted: number): number | undefined {
  const into = theFinder();
  if (into === undefined) return undefined;
  const end = load(into, bytes);
  let found = 0;
  let kinds = wanted;
  const select = (of: number): number => groupsFor(of) | (of << 8);
  for (let at = into.find(dataStart, end, select(kinds)); at !== -1; ) {
    found |= kindsAt(bytes, at - dataStart, kinds);
    // A key word is a secret word too: a dotted one need not be looked for after it.
    kinds = wanted & ~found & ((found & kindBit.key) !== 0 ? ~kindBit.secret : ~0);
    if (kinds === 0) break;
    at = into.find(at + 1, end, select(kinds));
  }
  return found;
}

/** What `bytes` hold of the text rules' words; the hidden characters' bytes only when `mayHide` (a file with a byte above 0x7F). */
export function byteMarks(bytes: Uint8Array, mayHide: boolean): ByteMarks | undefined {
  const kinds = byteKinds(bytes, kindBit.fetch | kindBit.secret | kindBit.key | (mayHide ? kindBit.hidden : 0));
  return kinds === undefined ? undefined : marksOf(kinds);
}

/** The marks of a bit set of kinds (`key` implies `secret`). */
export function marksOf(kinds: number): ByteMarks {
  const key = (kinds & kindBit.key) !== 0;
  return {
    fetch: (kinds & kindBit.fetch) !== 0,
    secret: key || (kinds & kindBit.secret) !== 0,
    key,
    hide: (kinds & kindBit.hidden) !== 0,
  };
}
