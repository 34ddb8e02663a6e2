// Hostile session files, through the real binary: bytes that are not UTF-8 before a torn tail,
// hand-edited headers, and session folders holding dangling links and FIFOs (issue 16, items 3, 6, 8).
import { spawnSync } from "node:child_process";
import { appendFileSync, readFileSync, readdirSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, runCliAsync, tempDir } from "@skill-kit/test-utils/run-cli";

let sandbox: { dir: string; remove: () => void };
let sessions: string;
beforeEach(() => {
  sandbox = tempDir("skill-kit-session-files-");
  sessions = join(sandbox.dir, "sessions");
});
afterEach(() => {
  sandbox.remove();
});

const g2k = (...args: string[]) => runCli("g2k", [...args, "--session-dir", sessions]);
const start = (...args: string[]) => {
  const out = g2k("--params", "{}", "--session", "new", ...args);
  expect(out.status).toBe(0);
  return out.json() as { sessionId: string; file: string };
};
const parsedLines = (file: string) =>
  readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const mkfifo = (path: string) => {
  const made = spawnSync("mkfifo", [path]);
  expect(made.status).toBe(0);
};

describe("torn tails after bytes that are not UTF-8", () => {
  it("the repair cuts at the torn line's first byte, counted in bytes", () => {
    const { sessionId, file } = start();
    // An output line whose name holds a lone 0xFF byte: read as U+FFFD (three bytes once encoded).
    appendFileSync(
      file,
      Buffer.concat([
        Buffer.from('{"type":"output","step":"greet","output":{"name":"A'),
        Buffer.from([0xff]),
        Buffer.from('da"}}\n'),
      ]),
    );
    expect(g2k("advance", "--session", sessionId).status).toBe(0);
    appendFileSync(file, '{"type":"output","step":"ask-ro');
    const fixed = g2k("advance", "--session", sessionId, "--step", "ask-role", "--output", '{"role":"pm"}');
    expect(fixed.stderr).toBe("");
    expect(fixed.status).toBe(0);
    expect(parsedLines(file).map((line) => line["type"])).toEqual(["header", "prompt", "output", "prompt", "output", "prompt"]);
    const side = readdirSync(sessions).filter((name) => name.includes(".torn-"));
    expect(side.map((name) => readFileSync(join(sessions, name), "utf8"))).toEqual(['{"type":"output","step":"ask-ro']);
    // The session goes on.
    expect(
      g2k("advance", "--session", sessionId, "--step", "ask-hobby", "--output", '{"hobby":"chess","wantsMore":false}').status,
    ).toBe(0);
  });

  it("the invalid byte is kept as it was written", () => {
    const { sessionId, file } = start();
    appendFileSync(
      file,
      Buffer.concat([
        Buffer.from('{"type":"output","step":"greet","output":{"name":"'),
        Buffer.from([0xc3]),
        Buffer.from('"}}\n'),
      ]),
    );
    appendFileSync(file, "{");
    expect(g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}').status).toBe(0);
    expect(readFileSync(file).includes(Buffer.from([0x22, 0xc3, 0x22]))).toBe(true);
  });
});

describe("hand-edited headers", () => {
  const cases: [field: string, edit: (header: Record<string, unknown>) => void][] = [
    [
      "skill",
      (header) => {
        header["skill"] = 7;
      },
    ],
    [
      "host",
      (header) => {
        header["host"] = ["claude-code"];
      },
    ],
    [
      "tools",
      (header) => {
        header["tools"] = "Bash";
      },
    ],
    [
      "tools",
      (header) => {
        header["tools"] = ["Bash", 3];
      },
    ],
    [
      "isSubagent",
      (header) => {
        header["isSubagent"] = "yes";
      },
    ],
    [
      "subskill",
      (header) => {
        header["subskill"] = null;
      },
    ],
    [
      "createdAt",
      (header) => {
        delete header["createdAt"];
      },
    ],
    [
      "outputMode",
      (header) => {
        header["outputMode"] = "stdin";
      },
    ],
    [
      "params",
      (header) => {
        delete header["params"];
      },
    ],
  ];
  for (const [field, edit] of cases) {
    it(`a header with a bad "${field}" is refused, naming the field, and the file is left as it is`, () => {
      const { sessionId, file } = start("--output-mode", "flag");
      const [headerText, ...rest] = readFileSync(file, "utf8").split("\n");
      const header = JSON.parse(headerText ?? "") as Record<string, unknown>;
      edit(header);
      writeFileSync(file, [JSON.stringify(header), ...rest].join("\n"));
      const before = readFileSync(file);
      const out = g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}');
      expect(out.status).toBe(1);
      expect(out.stderr).toContain(`header field "${field}"`);
      expect(out.stderr).not.toMatch(/\n\s+at /);
      expect(readFileSync(file).equals(before)).toBe(true);
      const listed = g2k("sessions", "list", "--json");
      expect(listed.status).toBe(0);
      expect(listed.stdout).toContain(`header field \\"${field}\\"`);
    });
  }
});

describe("session folders with odd entries", () => {
  it("a dangling session link is listed as unreadable and cleaned; the others are listed", () => {
    const { sessionId } = start();
    const dangling = "d".repeat(32);
    symlinkSync(join(sandbox.dir, "gone.jsonl"), join(sessions, `skill-kit-${dangling}.jsonl`));
    const listed = g2k("sessions", "list", "--json");
    expect(listed.stderr).toBe("");
    expect(listed.status).toBe(0);
    const list = JSON.parse(listed.stdout) as { sessionId: string; status: string }[];
    expect(list.find((entry) => entry.sessionId === sessionId)?.status).toBe("pending greet");
    expect(list.find((entry) => entry.sessionId === dangling)?.status).toMatch(/^unreadable: .*not a regular file/);
    const cleaned = g2k("sessions", "clean", "--older-than", "0s", "--json");
    expect(cleaned.status).toBe(0);
    expect(readdirSync(sessions)).toEqual([]);
  });

  it("a session file replaced by a FIFO: advance and list answer at once", async () => {
    const { sessionId, file } = start();
    unlinkSync(file);
    mkfifo(file);
    // Asynchronous, so that a call that blocks on the FIFO is killed by the harness instead of hanging the suite.
    const advanced = await runCliAsync(
      "g2k",
      ["advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}', "--session-dir", sessions],
      { killAfterMs: 20_000 },
    );
    expect(advanced.status).toBe(1);
    expect(advanced.stderr).toContain("not a regular file");
    const listed = await runCliAsync("g2k", ["sessions", "list", "--json", "--session-dir", sessions], { killAfterMs: 20_000 });
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain("not a regular file");
  });

  it("a lock path that is a FIFO or a link to /dev/zero never blocks or fills memory", async () => {
    const { sessionId, file } = start("--output-mode", "flag");
    mkfifo(`${file}.lock`);
    const onFifo = await runCliAsync(
      "g2k",
      ["advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}', "--session-dir", sessions],
      { killAfterMs: 30_000 },
    );
    expect(onFifo.status).toBe(1);
    expect(onFifo.stderr).toContain("lock");
    unlinkSync(`${file}.lock`);
    symlinkSync("/dev/zero", `${file}.lock`);
    const onZero = await runCliAsync(
      "g2k",
      ["advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}', "--session-dir", sessions],
      { killAfterMs: 30_000 },
    );
    expect(onZero.status).toBe(1);
    expect(onZero.stderr).toContain("lock");
    expect(parsedLines(file)).toHaveLength(2);
  });

  it("a lock whose pid now belongs to another process (pid reuse), or from before a reboot, is taken over at once", () => {
    const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const { sessionId, file } = start("--output-mode", "flag");
    // pid 1 is alive, but it did not start at tick 1: the pid was "reused".
    writeFileSync(`${file}.lock`, `1 1 ${bootId} abc.1\n`);
    const reused = g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}');
    expect(reused.stderr).toBe("");
    expect(reused.status).toBe(0);
    writeFileSync(`${file}.lock`, `${String(process.pid)} - 00000000-0000-0000-0000-000000000000 abc.2\n`);
    const rebooted = g2k("advance", "--session", sessionId, "--step", "ask-role", "--output", '{"role":"pm"}');
    expect(rebooted.status).toBe(0);
    expect(readdirSync(sessions).filter((name) => name.includes(".lock"))).toEqual([]);
  });
});
