// Closing a per-request SDK server makes a "Connection closed" error for the handlers still
// waiting (none, once the answer is sent), and V8 records a stack trace for it: about 0.1 ms of
// every HTTP request. The close's synchronous part, where that error is made, runs without one.

/** `server.close()`, with no stack traces recorded until its first wait; the limit is restored after. */
export function closeQuietly(server: { close(): Promise<void> }): Promise<void> {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return server.close();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
