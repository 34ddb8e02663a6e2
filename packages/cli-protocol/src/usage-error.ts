/** A call the binary cannot serve: printed as `error: <message>` on stderr, exit 1, nothing on stdout. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
