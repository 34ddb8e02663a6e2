/** A mistake in how `skill-kit-mcp` was called: printed as `error: …` on stderr, exit 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
