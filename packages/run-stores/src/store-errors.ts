// The errors a database-backed store answers with, the same for PostgreSQL and Redis.
import { SessionError } from "@skill-kit/core";

/** The store did not answer in time (down, restarting, unreachable): retryable, nothing was written. */
function unavailable(store: string, cause: unknown): SessionError {
  const why = cause instanceof Error ? cause.message : String(cause);
  return new SessionError("SESSION_STORE_UNAVAILABLE", {
    message: `the run store (${store}) is unavailable: ${why}. Nothing was written; retry the call.`,
    data: { store, retryable: true },
    cause,
  });
}

export function missing(id: string, store: string): SessionError {
  return new SessionError("SESSION_NOT_FOUND", { message: `session "${id}" not found in ${store}. Start a new session.` });
}

export function busy(id: string, store: string): SessionError {
  return new SessionError("SESSION_BUSY", { message: `session "${id}" is busy: another call holds its lock in ${store}` });
}

export function movedOn(id: string): SessionError {
  return new SessionError("SESSION_BUSY", {
    message: `session "${id}" changed while this call ran (another call advanced it); nothing was written. Retry the call.`,
  });
}

/** Runs `work`, turning any error that is not already a coded session error into `SESSION_STORE_UNAVAILABLE`. */
export async function guarded<T>(store: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (SessionError.isInstance(error)) throw error;
    throw unavailable(store, error);
  }
}
