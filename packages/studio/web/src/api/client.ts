// Fetches from the studio's API with the session cookie (the page never sees the token).
import { apiErrorOf, type ApiError } from "./decode-step.js";

class ApiFailure extends Error {
  readonly status: number;
  readonly error: ApiError | undefined;
  constructor(status: number, error: ApiError | undefined) {
    super(error === undefined ? `HTTP ${status}` : `${error.code}: ${error.message}`);
    this.status = status;
    this.error = error;
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return undefined;
  }
}

export async function getJson<T>(path: string, decode: (value: unknown) => T, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    ...(signal ? { signal } : {}),
  });
  const body = await bodyOf(response);
  if (!response.ok) throw new ApiFailure(response.status, apiErrorOf(body));
  return decode(body);
}

/** POSTs JSON; the caller reads the status (a 422 of the drive route is an answer, not a failure). */
export async function postJson(path: string, payload: unknown): Promise<{ readonly status: number; readonly body: unknown }> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: await bodyOf(response) };
}

/** A path segment of an API URL. */
export const segment = (value: string): string => encodeURIComponent(value);
