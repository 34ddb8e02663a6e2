// Standard output and error by file descriptor. A step prints one result and exits; making
// `process.stdout` for that (a stream, and Node's stream modules behind it) cost about a tenth of
// the step. A write here is whole before it returns, so exiting right after it loses nothing.
import { writeSync } from "node:fs";

const pause = new Int32Array(new SharedArrayBuffer(4));

function code(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

/**
 * Writes all of `text` to `fd`. A non-blocking pipe that is full (EAGAIN) is waited on; a reader
 * that has gone (EPIPE) ends the write silently, as there is no one left to tell.
 * @public Exported for its tests, which run it from `dist/stdio.js` in a child process.
 */
export function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, "utf8");
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if (code(error) === "EPIPE") return;
      if (code(error) !== "EAGAIN") throw error;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

export type StdioName = "stdout" | "stderr";

/**
 * Watches whether `process.stdout` and `process.stderr` get made (by a skill's `console.log`, say)
 * without making them: Node makes each on first read, through a getter this wraps.
 */
export function watchStdio(): (name: StdioName) => boolean {
  const made = new Set<StdioName>();
  for (const name of ["stdout", "stderr"] as const) {
    const descriptor = Object.getOwnPropertyDescriptor(process, name);
    const get: (() => unknown) | undefined = descriptor?.get?.bind(process);
    if (descriptor === undefined || get === undefined || descriptor.configurable !== true) {
      made.add(name);
      continue;
    }
    Object.defineProperty(process, name, {
      ...descriptor,
      get(): unknown {
        made.add(name);
        return get();
      },
    });
  }
  return (name) => made.has(name);
}

/** Prints to standard output (1) or error (2): by descriptor, except on Windows, where a console wants its stream. */
export function print(fd: 1 | 2, text: string): void {
  if (process.platform !== "win32") writeAll(fd, text);
  else if (fd === 1) process.stdout.write(text);
  else process.stderr.write(text);
}
