// Why an HTTP server could not start as asked: both servers print the message as one `error: …` line.

/** A server that cannot start as asked (its token file, its port): one line for the operator, no stack. */
export class HttpStartError extends Error {
  override readonly name = "HttpStartError";
}
