// What stalled uploads cost a server process, measured from outside it: its resident memory before
// the uploads and at its highest while they stall, and what a fresh caller got meanwhile.
import { residentBytes } from "./resident-bytes.js";
import { stallUploads, type StallOptions } from "./stall-uploads.js";

export interface StallFigures<T> {
  /** Connections opened (fewer than asked when the file descriptor limit was reached). */
  readonly opened: number;
  /** How many got each status, counted once the fresh call is done. */
  readonly statuses: Readonly<Record<number, number>>;
  /** Resident bytes of the server before the uploads, and the most seen while they were sent and stalled. */
  readonly residentBefore: number | undefined;
  readonly residentPeak: number | undefined;
  /** What `during` returned. */
  readonly during: T;
}

/** Stalls `options.count` uploads at the server `pid`, runs `during` while they stall, then ends them. */
export async function measureStall<T>(
  pid: number,
  options: StallOptions & { readonly during: () => Promise<T> },
): Promise<StallFigures<T>> {
  const residentBefore = residentBytes(pid);
  let residentPeak = residentBefore;
  const sample = (): void => {
    const now = residentBytes(pid);
    if (now !== undefined && (residentPeak === undefined || now > residentPeak)) residentPeak = now;
  };
  const sampler = setInterval(sample, 50);
  const stall = await stallUploads(options);
  try {
    const during = await options.during();
    sample();
    return { opened: stall.opened, statuses: stall.statuses(), residentBefore, residentPeak, during };
  } finally {
    clearInterval(sampler);
    stall.end();
  }
}

/** The figures as one line for the test's output, in MiB. */
export function stallReport(figures: StallFigures<unknown>): string {
  const mib = (bytes: number | undefined): string => (bytes === undefined ? "?" : (bytes / 2 ** 20).toFixed(1));
  const growth =
    figures.residentBefore === undefined || figures.residentPeak === undefined
      ? undefined
      : figures.residentPeak - figures.residentBefore;
  return `${String(figures.opened)} stalled uploads (${JSON.stringify(figures.statuses)}): resident ${mib(figures.residentBefore)} MiB before, ${mib(figures.residentPeak)} MiB at most, growth ${mib(growth)} MiB`;
}
