// Records are typed once, when read: a result line must be a result core writes, an agent's own
// output line is kept even when it is malformed, and anything else stays in place as it was.
import { describe, expect, it } from "vitest";
import { appended, recordText, runOf, runText, type Run, type RunRecord } from "./run-records.js";

const id = "0123456789abcdef0123456789abcdef";
const header = `{"type":"header","sessionId":"${id}","skill":"s","host":"generic","params":{},"createdAt":"2026-11-26T00:00:00.000Z","outputMode":"file"}`;
const prompt = '{"type":"prompt","kind":"prompt","step":"ask","prompt":"Ask.","schema":null}';

describe("runOf and runText", () => {
  it("reads each kind of line into its record and writes the same lines back", () => {
    const lines = [
      header,
      prompt,
      '{"type":"output","step":"ask","output":{"name":"Ada"}}',
      '{"type":"note","text":"an agent wrote this"}',
      '{"type":"done","kind":"done","done":true,"finalOutput":{"ok":true},"completed":{"step":"ask","response":{},"result":null}}',
    ];
    const run = runOf(lines, id);
    expect(run.records.map((record) => record.type)).toEqual(["result", "output", "other", "result"]);
    expect(runText(run)).toEqual(lines.map((line) => `${line}\n`));
  });

  it("keeps an output line without a string step, its step undefined", () => {
    const run = runOf([header, prompt, '{"type":"output","output":{}}'], id);
    expect(run.records[1]).toEqual({ type: "output", step: undefined, output: {} });
  });

  it("refuses a result line that is not a result, naming its line", () => {
    expect(() => runOf([header, '{"type":"prompt","kind":"prompt","step":"ask"}'], id)).toThrow(
      expect.objectContaining({ code: "SESSION_CORRUPT", message: expect.stringContaining("line 2") as string }),
    );
    expect(() => runOf([header, '{"type":"done","kind":"prompt","step":"a","prompt":"p","schema":null}'], id)).toThrow(
      /not a done result/,
    );
    expect(() => runOf([header, '{"type":"error","kind":"error","error":"validation","step":"a","message":"m"}'], id)).toThrow(
      /SESSION_CORRUPT|not a error result/,
    );
  });

  it("refuses a header of another run or a line that is not an object", () => {
    expect(() => runOf([header.replace(id, "f".repeat(32)), prompt], id)).toThrow(/invalid header/);
    expect(() => runOf([header, "[1]"], id)).toThrow(/line 2: not a JSON object/);
  });

  it("writes a result record as its kind first, then the result's own keys", () => {
    const run: Run = {
      header: runOf([header], id).header,
      records: [{ type: "result", result: { kind: "error", error: "validation", step: "ask", message: "no", retry: true } }],
    };
    expect(recordText(run.records[0] ?? run.header)).toBe(
      '{"type":"error","kind":"error","error":"validation","step":"ask","message":"no","retry":true}\n',
    );
  });
});

describe("appended", () => {
  it("gives a long run its new records and leaves the run it came from as it was", () => {
    // 20,000 records: past the size where V8 keeps an array in its large-object space, where a
    // spread of the old records had made each append many times slower than a block copy.
    const output: RunRecord = { type: "output", step: "ask", output: { n: 1 } };
    const before: Run = { header: runOf([header], id).header, records: Array.from({ length: 20_000 }, () => output) };
    const after = appended(before, [output, output]);
    expect(after.records).toHaveLength(20_002);
    expect(before.records).toHaveLength(20_000);
    expect(after.header).toBe(before.header);
  });
});
