// What a failed call tells the client besides its message: the error's code and whether the very
// same call may succeed if sent again, in the result's `_meta` (docs/errors.md).

/** The `_meta` key of a failed call's code. */
export const errorMetaKey = "skill-kit/error";

export interface CodedFailure {
  readonly code: string;
  /** True when sending the same call again, unchanged, may succeed (a lock held, a database away). */
  readonly retryable: boolean;
}

/** Codes whose cause passes by itself: the run is unchanged and the same call may succeed later. */
const transient: ReadonlySet<string> = new Set(["SESSION_BUSY", "SESSION_STORE_UNAVAILABLE", "SESSION_LIMIT"]);

export function codedFailure(code: string): CodedFailure {
  return { code, retryable: transient.has(code) };
}
