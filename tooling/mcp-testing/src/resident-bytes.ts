// How much memory a process holds, read from outside it: its resident set in /proc (Linux).
import { readFileSync } from "node:fs";

/** The resident memory of process `pid` in bytes (VmRSS), or undefined where there is no /proc or no such process. */
export function residentBytes(pid: number): number | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${String(pid)}/status`, "utf8");
  } catch {
    return undefined;
  }
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kib === undefined ? undefined : Number(kib) * 1024;
}
