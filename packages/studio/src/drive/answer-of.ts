// The answers of `POST /api/drive/:run`: `{ ok: true, step }`, or `{ ok: false, error }` carrying
// exactly what the agent would get: a refused output's message (the wire's `error: "validation"`,
// with its step and whether to retry), or the coded error that stopped the call.
import { SkillKitError, type ValidationErrorResult } from "@skill-kit/core";
import { statusOf } from "../runs/answers.js";
import type { StudioAnswer } from "../server/route.js";

function refused(error: { readonly code: string; readonly message: string }, status: number): StudioAnswer {
  return { status, json: { ok: false, error: { code: error.code, message: error.message } } };
}

function failed(error: SkillKitError): StudioAnswer {
  return refused(error, statusOf(error.code));
}

function rejected(result: ValidationErrorResult): StudioAnswer {
  const issues = result.message.split("\n").filter((line) => line.trim() !== "");
  return {
    status: 422,
    json: {
      ok: false,
      error: { code: result.error, message: result.message, issues, step: result.step, retry: result.retry },
    },
  };
}

/** Runs `work`; a coded error becomes `{ ok: false, error }` with its status. */
async function coded(work: () => Promise<StudioAnswer>): Promise<StudioAnswer> {
  try {
    return await work();
  } catch (error) {
    if (SkillKitError.isInstance(error)) return failed(error);
    throw error;
  }
}

export const answerOf = { refused, failed, rejected, coded };
