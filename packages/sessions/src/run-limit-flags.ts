// `--max-runs-per-user`, `--run-ttl` and `--finished-run-ttl` as given on a command line, read into
// `RunLimits`: shared by `scripts/run mcp`, a session `start`/`advance` and `skill-kit-mcp`, which
// passes its limits on to each workflow's `scripts/run` (docs/serving.md).
import { UsageError } from "@skill-kit/core";
import { defaultRunLimits, type RunLimits } from "./run-store.js";

/** The three flags' values as given (undefined when absent). */
export interface RunLimitFlags {
  readonly maxRuns: string | undefined;
  readonly runTtl: string | undefined;
  readonly finishedRunTtl: string | undefined;
}

/**
 * The limits the flags ask for, what is not given taking `defaultRunLimits`: always when `always`
 * (a server over HTTP), else only when one of the flags is given (undefined: no limits).
 */
export function runLimitsOf(flags: RunLimitFlags, always: boolean): RunLimits | undefined {
  const given = flags.maxRuns !== undefined || flags.runTtl !== undefined || flags.finishedRunTtl !== undefined;
  if (!always && !given) return undefined;
  return {
    maxLiveRuns: flags.maxRuns === undefined ? defaultRunLimits.maxLiveRuns : wholeNumber("--max-runs-per-user", flags.maxRuns),
    runTtlMs: flags.runTtl === undefined ? defaultRunLimits.runTtlMs : durationMs("--run-ttl", flags.runTtl),
    finishedRunTtlMs:
      flags.finishedRunTtl === undefined
        ? defaultRunLimits.finishedRunTtlMs
        : durationMs("--finished-run-ttl", flags.finishedRunTtl),
  };
}

function wholeNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 1_000_000)
    throw new UsageError(`${flag} must be a whole number from 1 to 1000000, found ${JSON.stringify(text)}`);
  return value;
}

const dayMs = 86_400_000;
const unitMs: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: dayMs };

/** `90s`, `30m`, `12h`, `7d`, or a number of milliseconds: from 1 s to 366 days. */
function durationMs(flag: string, text: string): number {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(text);
  const value = Number(match?.[1]) * (unitMs[match?.[2] ?? "ms"] ?? 1);
  if (match === null || !(value >= 1000 && value <= 366 * dayMs))
    throw new UsageError(
      `${flag} takes a duration from 1s to 366d: a whole number with ms, s, m, h or d (e.g. 12h, 7d), found ${JSON.stringify(text)}`,
    );
  return value;
}
