// The `advance` calls the direct-advance tests send both ways (directly, and through the SDK's
// dispatch), on the mcp-short fixture: every kind of answer, in an order that walks one run to done.
export const directCallCases: readonly (readonly [label: string, args: (session: string) => unknown])[] = [
  ["an output the step refuses", (session) => ({ session, step: "ask", output: { n: "x" } })],
  ["a step that is not pending", (session) => ({ session, step: "confirm", output: { ok: true } })],
  ["an action that throws (isError, coded)", (session) => ({ session, step: "ask", output: { n: 13 } })],
  ["output as JSON text", (session) => ({ session, step: "ask", output: '{"n":"y"}' })],
  ["a prompt after an auto-advanced step", (session) => ({ session, step: "ask", output: { n: 3 } })],
  ["the last step: done", (session) => ({ session, step: "confirm", output: { ok: true } })],
  ["a run that is done", (session) => ({ session, step: "confirm", output: { ok: true } })],
  ["an unknown session", () => ({ session: "f".repeat(32), step: "ask", output: {} })],
  ["a malformed session id", () => ({ session: "zz", step: "ask", output: {} })],
  ["arguments the schema words (left to the SDK both ways)", (session) => ({ session, step: "ask" })],
  ["an extra argument", (session) => ({ session, step: "ask", output: {}, extra: 1 })],
];
