// Low-level session file access: exclusive create, no symlinks, whole-record appends.
import { closeSync, constants, fstatSync, ftruncateSync, openSync, readFileSync, writeSync, type BigIntStats } from "node:fs";
import { SessionError } from "@skill-kit/core";
import { sessionNotFound } from "../hints.js";

const noFollow = constants.O_NOFOLLOW;

export function createSessionFile(path: string, text: string): void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | noFollow, 0o600);
  try {
    writeAll(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** The file's bytes. Opened without following links or waiting on a FIFO; anything but a regular file is refused. */
export function readSessionFile(path: string, id: string): Buffer {
  return readSessionBytes(path, id).bytes;
}

/** The file's bytes and its stat taken through the same descriptor after reading. */
export function readSessionBytes(path: string, id: string): { readonly bytes: Buffer; readonly stat: BigIntStats } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | noFollow | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw sessionNotFound(id, path);
    if (code === "ELOOP")
      throw new SessionError("SESSION_UNSAFE", { message: `session "${id}" at ${path} is not a regular file (a symbolic link)` });
    throw new SessionError("SESSION_UNSAFE", { message: `cannot open session "${id}" at ${path}: ${code ?? String(error)}` });
  }
  try {
    if (!fstatSync(fd).isFile())
      throw new SessionError("SESSION_UNSAFE", { message: `session "${id}" at ${path} is not a regular file` });
    const bytes = readFileSync(fd);
    return { bytes, stat: fstatSync(fd, { bigint: true }) };
  } finally {
    closeSync(fd);
  }
}

/**
 * Appends `text` with one write, after cutting the file to `at.keepBytes` when given; returns the
 * file's stat after the write, or undefined (nothing written) when the file is no longer `at.size`
 * bytes. Through `at.held`, the file open and its stat, when the caller holds it open.
 */
export function appendSessionFile(
  path: string,
  text: string,
  at: {
    readonly size: number;
    readonly keepBytes?: number | undefined;
    readonly held?: { readonly fd: number; readonly stat: BigIntStats } | undefined;
  },
): BigIntStats | undefined {
  const { held } = at;
  const fd = held?.fd ?? openSync(path, constants.O_WRONLY | constants.O_APPEND | noFollow | constants.O_NONBLOCK);
  try {
    if ((held === undefined ? fstatSync(fd).size : Number(held.stat.size)) !== at.size) return undefined;
    if (at.keepBytes !== undefined) ftruncateSync(fd, at.keepBytes);
    writeAll(fd, text);
    return fstatSync(fd, { bigint: true });
  } finally {
    if (held === undefined) closeSync(fd);
  }
}

function writeAll(fd: number, text: string): void {
  const buffer = Buffer.from(text, "utf8");
  let written = 0;
  while (written < buffer.length) written += writeSync(fd, buffer, written);
}
