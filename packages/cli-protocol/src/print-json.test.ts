// `io.printJson` gets exactly what `--print` would write as one JSON line, parsed, and stdout
// gets nothing: on every path that prints (session start and advance, repeats, refusals,
// stateless calls), with and without a session cache.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal, type } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import type { ProtocolIo } from "./io.js";
import { runProtocol } from "./run-protocol.js";
import { SessionCache } from "@skill-kit/sessions";

const counter = skill({ name: "counter", description: "Counts", entry: "count" })
  .step("count", {
    prompt: ({ attempts }) => `Say the number after ${String(attempts)}.`,
    response: type({ n: "number", more: "boolean" }),
    next: [{ to: "count", when: ({ response }) => response.more }, { to: "wrap" }],
  })
  // Not plain JSON: the printed line has the date as a string and no `nothing`.
  .step("wrap", { action: () => ({ at: new Date(0), nothing: undefined }), next: "done" })
  .step("done", { prompt: "Say goodbye.", next: terminal })
  .build();

const root = mkdtempSync(join(tmpdir(), "skill-kit-print-json-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

interface Call {
  code: number;
  stdout: string;
  stderr: string;
  printed: unknown[];
}

async function call(argv: readonly string[], options: { json: boolean; cache?: SessionCache }): Promise<Call> {
  const out: Call = { code: 0, stdout: "", stderr: "", printed: [] };
  const io: ProtocolIo = {
    stdout: (text) => {
      out.stdout += text;
    },
    stderr: (text) => {
      out.stderr += text;
    },
    readStdin: () => Promise.resolve(""),
    env: process.env,
    ...(options.json
      ? {
          printJson: (value: unknown) => {
            out.printed.push(value);
          },
        }
      : {}),
  };
  out.code = await runProtocol(counter, argv, { io, ...(options.cache === undefined ? {} : { sessionCache: options.cache }) });
  return out;
}

/** What a plain call printed, as values; ids and paths replaced so two sessions compare. */
const lines = (text: string): unknown[] =>
  text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as unknown);
const anonymous = (value: unknown, id: string, dir: string): unknown =>
  JSON.parse(JSON.stringify(value).replaceAll(id, "<id>").replaceAll(dir, "<dir>"));

describe("io.printJson", () => {
  it.each([
    ["with a session cache", true],
    ["without one", false],
  ])("gets what --print prints, %s", async (_name, cached) => {
    const cache = cached ? new SessionCache() : undefined;
    const dirs = { json: join(root, `json-${String(cached)}`), plain: join(root, `plain-${String(cached)}`) };
    const start = (dir: string, json: boolean) =>
      call(["start", "--session", "new", "--output-mode", "flag", "--print", "--params", "{}", "--session-dir", dir], {
        json,
        ...(cache ? { cache } : {}),
      });
    const json = await start(dirs.json, true);
    const plain = await start(dirs.plain, false);
    const ids = {
      json: (json.printed[0] as { sessionId: string }).sessionId,
      plain: (lines(plain.stdout)[0] as { sessionId: string }).sessionId,
    };
    expect(json.stdout).toBe("");
    expect(anonymous(json.printed, ids.json, dirs.json)).toEqual(anonymous(lines(plain.stdout), ids.plain, dirs.plain));
    // Taken, refused, repeated (answered from the file), then done through an auto-advanced step.
    const outputs = [
      { n: 1, more: true },
      { n: "two" },
      { n: 1, more: true },
      { n: 2, more: true },
      { n: 2, more: true },
      { n: 3, more: false },
    ];
    for (const output of outputs) {
      const advance = (dir: string, id: string, asJson: boolean) =>
        call(
          ["advance", "--session", id, "--step", "count", "--output", JSON.stringify(output), "--print", "--session-dir", dir],
          { json: asJson, ...(cache ? { cache } : {}) },
        );
      const a = await advance(dirs.json, ids.json, true);
      const b = await advance(dirs.plain, ids.plain, false);
      expect({ code: a.code, stdout: a.stdout, stderr: a.stderr }).toEqual({ code: b.code, stdout: "", stderr: b.stderr });
      expect(a.printed).toHaveLength(1);
      expect(anonymous(a.printed, ids.json, dirs.json)).toEqual(anonymous(lines(b.stdout), ids.plain, dirs.plain));
    }
  });

  it("gets what a stateless call prints", async () => {
    const first = ["--params", "{}"];
    const next = ["advance", "--step", "count", "--output", '{"n":5,"more":false}', "--params", "{}", "--history", "[]"];
    for (const argv of [first, next]) {
      const a = await call(argv, { json: true });
      const b = await call(argv, { json: false });
      expect(a.stdout).toBe("");
      expect(a.printed).toEqual(lines(b.stdout));
    }
  });

  it("leaves line-number answers on stdout", async () => {
    const dir = join(root, "numbers");
    const started = await call(["start", "--session", "new", "--output-mode", "flag", "--params", "{}", "--session-dir", dir], {
      json: true,
    });
    const { sessionId } = started.printed[0] as { sessionId: string };
    const advanced = await call(
      ["advance", "--session", sessionId, "--step", "count", "--output", '{"n":1,"more":true}', "--session-dir", dir],
      { json: true },
    );
    expect(advanced).toMatchObject({ code: 0, stdout: "4\n", printed: [] });
  });
});
