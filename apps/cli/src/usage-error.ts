/** A mistake in how the command was called: printed as `error: …` on stderr, exit 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
