// The calls a build runs once, in the process that makes a step program's V8 code cache. V8
// compiles a function the first time it runs, and the cache keeps what was compiled: after these
// calls it holds the protocol and engine code a real `start` or `advance` runs, so a step does not
// compile it. They drive a small skill of our own, never the author's (whose actions may touch the
// world); the author's skill only prints its help.
import { skill, terminal, type, type Buildable } from "@skill-kit/core";
import type { ProtocolIo } from "./io.js";
import { runProtocol } from "./run-protocol.js";

const counting = () =>
  skill({ name: "warm-up", description: "Counts to two", entry: "count" })
    .step("count", {
      prompt: ({ attempts }) => `Say the number after ${String(attempts)}.`,
      response: type({ n: "number" }),
      next: [{ to: "count", when: ({ response }) => response.n < 2 }, { to: "done" }],
      maxVisits: 10,
      onMaxVisits: "done",
    })
    .step("done", { prompt: "Say goodbye.", next: terminal })
    .topic("about", { label: "What this skill does", content: () => "It counts." })
    .build();

/** Runs the warm-up calls in `sessionDir` (a fresh folder of the caller's), printing nothing; fails if one of them fails. */
export async function warmUp(definition: Buildable, sessionDir: string): Promise<void> {
  const printed: string[] = [];
  const io: ProtocolIo = {
    stdout: (text) => printed.push(text),
    stderr: () => undefined,
    readStdin: () => Promise.resolve(""),
    env: {},
  };
  const call = async (target: Buildable, argv: readonly string[]): Promise<string> => {
    printed.length = 0;
    const code = await runProtocol(target, argv, { io });
    if (code !== 0) throw new Error(`the warm-up call ${argv.join(" ")} exited ${String(code)}`);
    return printed.join("");
  };
  await call(definition, ["--help"]);
  const warm = counting();
  const session = ["--session-dir", sessionDir];
  await call(warm, ["--params", "{}"]);
  await call(warm, ["advance", "--step", "count", "--output", '{"n":1}', "--history", '[{"step":"count","response":{"n":0}}]']);
  const started: unknown = JSON.parse(
    await call(warm, ["--params", "{}", "--session", "new", "--output-mode", "flag", ...session]),
  );
  const id = typeof started === "object" && started !== null && "sessionId" in started ? String(started.sessionId) : "";
  await call(warm, ["advance", "--session", id, ...session, "--step", "count", "--output", '{"n":1}']);
  await call(warm, ["advance", "--session", id, ...session, "--step", "count", "--output", '{"n":2}', "--print"]);
  await call(warm, ["topics"]);
  await call(warm, ["topic", "about"]);
}
