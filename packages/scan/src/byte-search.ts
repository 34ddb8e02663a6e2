// Which words a file's bytes hold, found without making a string of them: the bytes are copied into a
// small WebAssembly module's memory and its `find` returns where a word is (anchor-finder.ts builds
// the module, finder-bytes.ts keeps what it built); which kind of word is told here. Most files hold
// no word, so most files are never decoded nor turned into a Latin-1 string. `undefined` where WebAssembly cannot run (`--jitless`, or a runtime without SIMD):
// text-files.ts then searches with its expressions.
import { finderMemory, finderModule } from "./finder-bytes.js";
import { dataStart } from "./finder-layout.js";
import { groupsOf, kindsAt } from "./search-words.js";

export interface ByteMarks {
  /** A word of a download-and-execute form. */
  readonly fetch: boolean;
  /** A word of a secret location. */
  readonly secret: boolean;
  /** A secret location's word with an `_` (then `secret` too): the secret rule needs its whole expression. */
  readonly key: boolean;
  /** A hidden character's bytes (looked for only when `mayHide`). */
  readonly hide: boolean;
}

type Find = (from: number, end: number, groups: number) => number;

interface Finder {
  readonly find: Find;
  readonly memory: WebAssembly.Memory;
  /** The memory's bytes (a new view after the memory grows). */
  bytes: Uint8Array;
}

const isFind = (value: unknown): value is Find => typeof value === "function";

/** Room past the copied bytes: the search reads up to 17 bytes past an address it checks. */
const slack = 32;

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

const fetchGroups = groupsOf("fetch");
const secretGroups = groupsOf("secret");
const keyGroups = groupsOf("key");
const hiddenGroups = groupsOf("hidden");

/** What `bytes` hold; the hidden characters' bytes only when `mayHide` (a file with a byte above 0x7F). */
export function byteMarks(bytes: Uint8Array, mayHide: boolean): ByteMarks | undefined {
  const into = theFinder();
  if (into === undefined) return undefined;
  const end = load(into, bytes);
  const marks = { fetch: false, secret: false, key: false, hide: false };
  let groups = fetchGroups | secretGroups | keyGroups | (mayHide ? hiddenGroups : 0);
  for (let found = into.find(dataStart, end, groups); found !== -1 && groups !== 0; found = into.find(found + 1, end, groups)) {
    const kinds = kindsAt(bytes, found - dataStart, groups);
    if (kinds.has("fetch")) [marks.fetch, groups] = [true, groups & ~fetchGroups];
    if (kinds.has("secret")) [marks.secret, groups] = [true, groups & ~secretGroups];
    if (kinds.has("key")) [marks.secret, marks.key, groups] = [true, true, groups & ~keyGroups];
    if (kinds.has("hidden")) [marks.hide, groups] = [true, groups & ~hiddenGroups];
  }
  return marks;
}
