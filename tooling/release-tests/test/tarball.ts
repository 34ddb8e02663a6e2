// Reads the entries of a packed .tgz (ustar, with pax headers for long names) without extracting it.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export interface TarEntry {
  /** The path inside the tarball without the leading `package/`. */
  readonly path: string;
  readonly mode: number;
  readonly content: Buffer;
}

const block = 512;

function text(header: Buffer, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString("utf8");
}

function octal(header: Buffer, start: number, length: number): number {
  return Number.parseInt(text(header, start, length).trim() || "0", 8);
}

function paxPath(content: Buffer): string | undefined {
  return /(?:^|\n)\d+ path=([^\n]*)\n/.exec(content.toString("utf8"))?.[1];
}

export function readTarball(file: string): TarEntry[] {
  const tar = gunzipSync(readFileSync(file));
  const entries: TarEntry[] = [];
  let offset = 0;
  let longPath: string | undefined;
  while (offset + block <= tar.length) {
    const header = tar.subarray(offset, offset + block);
    if (header.every((byte) => byte === 0)) break;
    const size = octal(header, 124, 12);
    const kind = text(header, 156, 1) || "0";
    const content = tar.subarray(offset + block, offset + block + size);
    offset += block + Math.ceil(size / block) * block;
    if (kind === "x") {
      longPath = paxPath(content);
      continue;
    }
    const prefix = text(header, 345, 155);
    const name = longPath ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longPath = undefined;
    if (kind !== "0") continue;
    entries.push({ path: name.replace(/^package\//, ""), mode: octal(header, 100, 8), content: Buffer.from(content) });
  }
  return entries;
}
