// Torn tails after bytes that are not UTF-8 (issue 16, item 3): whatever bytes an agent appended
// before a torn line, the repair cuts exactly at the torn line's first byte, keeps those bytes
// beside the session, and leaves a file every later call reads.
import { appendFileSync, readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "@skill-kit/test-utils/run-cli";
import { report, runs, scaledTimeout, seed, sessionLines, timed } from "@skill-kit/test-utils/reliability/harness";

const sandbox = tempDir("skill-kit-reliability-torn-");
afterAll(() => {
  sandbox.remove();
});

/** Bytes that may sit inside a JSON string: printable ASCII but `"` and `\`, and bytes that are not UTF-8. */
const stringByte = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }).filter((byte) => byte !== 0x22 && byte !== 0x5c),
  fc.integer({ min: 0x80, max: 0xff }),
);
/** A torn line: anything without a newline that is not a whole JSON object. */
const tornTail = fc
  .array(
    fc.integer({ min: 0, max: 0xff }).filter((byte) => byte !== 0x0a),
    { minLength: 1, maxLength: 40 },
  )
  .map((bytes) => Buffer.concat([Buffer.from('{"type":"output","step":"ask-'), Buffer.from(bytes)]));

describe("torn tails after bytes that are not UTF-8", () => {
  it(
    "are cut at their first byte, whatever came before",
    async () => {
      const cases = fc.sample(fc.tuple(fc.array(stringByte, { minLength: 1, maxLength: 24 }), tornTail), {
        numRuns: runs(10),
        seed,
      });
      let repaired = 0;
      for (const [index, [name, torn]] of cases.entries()) {
        const sessions = `${sandbox.dir}/sessions-${String(index)}`;
        const started = await timed("g2k", ["--params", "{}", "--session", "new", "--session-dir", sessions]);
        const { sessionId, file } = JSON.parse(started.stdout) as { sessionId: string; file: string };
        appendFileSync(
          file,
          Buffer.concat([
            Buffer.from('{"type":"output","step":"greet","output":{"name":"'),
            Buffer.from(name),
            Buffer.from('"}}\n'),
          ]),
        );
        expect((await timed("g2k", ["advance", "--session", sessionId, "--session-dir", sessions])).status).toBe(0);
        const clean = readFileSync(file);
        appendFileSync(file, torn);
        const fixed = await timed("g2k", [
          "advance",
          "--session",
          sessionId,
          "--step",
          "ask-role",
          "--output",
          '{"role":"pm"}',
          "--session-dir",
          sessions,
        ]);
        expect(fixed.stderr).toBe("");
        const after = readFileSync(file);
        expect(after.subarray(0, clean.length).equals(clean)).toBe(true);
        expect(after.subarray(clean.length).toString("utf8")).toMatch(
          /^\{"type":"output","step":"ask-role".*\n\{"type":"prompt".*\n$/,
        );
        const side = readdirSync(sessions).filter((entry) => entry.includes(".torn-"));
        expect(side.map((entry) => readFileSync(`${sessions}/${entry}`).equals(torn))).toEqual([true]);
        expect(typeof sessionLines(file)).not.toBe("string");
        const next = await timed("g2k", [
          "advance",
          "--session",
          sessionId,
          "--step",
          "ask-hobby",
          "--output",
          '{"hobby":"go","wantsMore":false}',
          "--print",
          "--session-dir",
          sessions,
        ]);
        expect(JSON.parse(next.stdout)).toMatchObject({ kind: "prompt", step: "confirm-profile" });
        repaired += 1;
      }
      report(
        `torn tails after bytes that are not UTF-8: ${String(repaired)} of ${String(cases.length)} repaired exactly, each session continued`,
      );
    },
    scaledTimeout(120_000),
  );
});
