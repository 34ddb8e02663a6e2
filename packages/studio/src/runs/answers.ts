// The JSON answers the runs and drive routes share: a value, or `{ error: { code, message } }`
// with the HTTP status its code means. A coded skill-kit error keeps its code and message, so the
// page shows what the agent would read; anything else is a bug and is thrown (the server answers 500).
import { SkillKitError } from "@skill-kit/core";
import type { StudioAnswer } from "../server/route.js";

export function json(value: unknown, status = 200): StudioAnswer {
  return { status, json: value };
}

function failure(status: number, error: { readonly code: string; readonly message: string }): StudioAnswer {
  return { status, json: { error: { code: error.code, message: error.message } } };
}

/** The HTTP status of a coded error: the caller's mistake, a run missing, busy or at its bound, a store away, or the run's own refusal. */
export function statusOf(code: string): number {
  if (code === "USAGE") return 400;
  if (code === "SESSION_NOT_FOUND" || code === "STUDIO_NOT_FOUND") return 404;
  if (code === "SESSION_BUSY") return 409;
  if (code === "STUDIO_TOO_LARGE") return 413;
  if (code === "SESSION_LIMIT") return 429;
  if (code === "SESSION_STORE_UNAVAILABLE") return 503;
  return 422;
}

/** Runs `work`; a coded error becomes its answer, anything else is thrown. */
export async function answering(work: () => Promise<StudioAnswer>): Promise<StudioAnswer> {
  try {
    return await work();
  } catch (error) {
    if (SkillKitError.isInstance(error)) return failure(statusOf(error.code), error);
    throw error;
  }
}
