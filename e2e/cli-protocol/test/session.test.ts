// Acceptance behaviours 38–53 (session mode) and the safe-session guarantees, through the real binary.
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, tempDir } from "@skill-kit/test-utils/run-cli";

let sandbox: { dir: string; remove: () => void };
let sessions: string;
beforeEach(() => {
  sandbox = tempDir("skill-kit-session-test-");
  sessions = join(sandbox.dir, "sessions");
});
afterEach(() => {
  sandbox.remove();
});

const g2k = (...args: string[]) => runCli("g2k", [...args, "--session-dir", sessions]);
const start = (...args: string[]) => {
  const out = g2k("--params", "{}", "--session", "new", ...args);
  expect(out.status).toBe(0);
  return out.json() as { sessionId: string; file: string; line: number; result?: Record<string, unknown> };
};
const lines = (file: string) =>
  readFileSync(file, "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("session start (38–41, 11)", () => {
  it("38, 41: prints one pointer line; line 1 is the header, line 2 the prompt", () => {
    const pointer = start();
    expect(Object.keys(pointer)).toEqual(["sessionId", "file", "line"]);
    expect(pointer.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(pointer.line).toBe(2);
    const [header, prompt] = lines(pointer.file);
    expect(Object.keys(header ?? {})).toEqual(["type", "sessionId", "skill", "host", "params", "createdAt", "outputMode"]);
    expect(header).toMatchObject({
      type: "header",
      sessionId: pointer.sessionId,
      skill: "get-to-know-you",
      host: "generic",
      params: {},
      outputMode: "file",
    });
    expect(prompt).toMatchObject({ type: "prompt", kind: "prompt", step: "greet" });
  });

  it("39: the directory is created 0700 and the file is 0600", () => {
    const pointer = start();
    expect(statSync(sessions).mode & 0o777).toBe(0o700);
    expect(statSync(pointer.file).mode & 0o777).toBe(0o600);
  });

  it("39: the default directory is <TMPDIR>/skill-kit-sessions", () => {
    const out = runCli("g2k", ["--params", "{}", "--session", "new"], { env: { TMPDIR: sandbox.dir } });
    expect((out.json() as { file: string }).file.startsWith(join(sandbox.dir, "skill-kit-sessions"))).toBe(true);
  });

  it("40: a default directory with mode 0755 is refused", () => {
    mkdirSync(join(sandbox.dir, "skill-kit-sessions"), { mode: 0o755 });
    chmodSync(join(sandbox.dir, "skill-kit-sessions"), 0o755);
    const out = runCli("g2k", ["--params", "{}", "--session", "new"], { env: { TMPDIR: sandbox.dir } });
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/refusing session directory .*mode is 755/);
  });

  it("decision 9: a --session-dir writable by others is refused", () => {
    mkdirSync(sessions);
    chmodSync(sessions, 0o777);
    const out = g2k("--params", "{}", "--session", "new");
    expect(out.status).toBe(1);
    expect(out.stderr).toContain("writable by group or others");
  });

  it("11: --tools and --subagent go into the header and the preamble shows no tools", () => {
    const pointer = start("--host", "claude-code", "--tools", "Bash,Read", "--subagent");
    const [header, prompt] = lines(pointer.file);
    expect(header).toMatchObject({ tools: ["Bash", "Read"], isSubagent: true });
    const cells = String(prompt?.["preamble"])
      .split("\n")
      .filter((row) => row.startsWith("| `<"))
      .map((row) => row.split("|")[2]?.trim());
    expect(new Set(cells)).toEqual(new Set(["—"]));
  });

  it("invalid params create no file", () => {
    expect(g2k("--params", '{"greeting":1}', "--session", "new").status).toBe(1);
    expect(existsSync(sessions) ? readdirSync(sessions) : []).toEqual([]);
  });
});

describe("session advance (42–53)", () => {
  it("42: file mode reads the appended output line and prints the new line number", () => {
    const { sessionId, file } = start();
    appendFileSync(file, '{"type":"output","step":"greet","output":{"name":"Ada"}}\n');
    const out = g2k("advance", "--session", sessionId);
    expect(out.stdout).toBe("4\n");
    expect(lines(file)[3]).toMatchObject({ type: "prompt", step: "ask-role", completed: { step: "greet" } });
  });

  it("43: file mode with no output line exits 1 and appends nothing", () => {
    const { sessionId, file } = start();
    const before = readFileSync(file, "utf8");
    const out = g2k("advance", "--session", sessionId);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain("no output found");
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("44, 46: flag mode (and file mode with flags) appends the output line itself", () => {
    for (const mode of ["flag", "file"]) {
      const { sessionId, file } = start("--output-mode", mode);
      expect(g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}').stdout).toBe("4\n");
      expect(lines(file)[2]).toEqual({ type: "output", step: "greet", output: { name: "Ada" } });
    }
  });

  it("45: flag mode without --step exits 1", () => {
    const { sessionId } = start("--output-mode", "flag");
    const out = g2k("advance", "--session", sessionId);
    expect(out.status).toBe(1);
    expect(out.stderr).toMatch(/--step .*--output/);
  });

  it("47: a validation failure appends an error line; without --print it is printed, exit 3 (not a bare line number, exit 0)", () => {
    const { sessionId, file } = start();
    const refused = g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"nom":1}');
    expect(refused.status).toBe(3);
    expect(refused.stderr).toBe("");
    const { type: kind, ...line } = lines(file)[3] ?? {};
    expect(kind).toBe("error");
    expect(line).toMatchObject({ kind: "error", error: "validation", step: "greet", retry: true });
    expect(refused.json()).toEqual(line);
    const listed = g2k("sessions", "list");
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${sessionId} .* rejected greet\n$`));
    const withPrint = g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"nom":2}', "--print");
    expect(withPrint.status).toBe(0);
    expect(withPrint.json()).toMatchObject({ kind: "error", step: "greet" });
    expect(g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"Ada"}')).toMatchObject({
      status: 0,
      stdout: "8\n",
    });
    expect(g2k("sessions", "list").stdout).toMatch(/ pending ask-role\n$/);
  });

  it("48 (decision 9): an invalid id is refused before any path is built", () => {
    for (const id of ["deadbeef", "../../etc/passwd", "A".repeat(32)]) {
      const out = g2k("advance", "--session", id, "--step", "greet", "--output", "{}");
      expect(out.status).toBe(1);
      expect(out.stderr).toContain("invalid session id");
    }
    expect(existsSync(sessions)).toBe(false);
  });

  it("48: a missing session says not found, with the path", () => {
    const out = g2k("advance", "--session", "0".repeat(32), "--step", "greet", "--output", "{}");
    expect(out.status).toBe(1);
    expect(out.stderr).toContain(`not found at ${join(sessions, `skill-kit-${"0".repeat(32)}.jsonl`)}`);
  });

  it("49: a header with another session id is refused", () => {
    const { file } = start();
    const other = "f".repeat(32);
    writeFileSync(join(sessions, `skill-kit-${other}.jsonl`), readFileSync(file, "utf8"), { mode: 0o600 });
    const out = g2k("advance", "--session", other, "--step", "greet", "--output", '{"name":"A"}');
    expect(out.status).toBe(1);
    expect(out.stderr).toContain("invalid header");
  });

  it("50: cleanup removes the file and is idempotent; without --session it exits 1", () => {
    const { sessionId, file } = start();
    expect(g2k("cleanup", "--session", sessionId).status).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect(g2k("cleanup", "--session", sessionId).status).toBe(0);
    expect(g2k("cleanup").status).toBe(1);
  });

  it("51: the header params win over --params on advance", () => {
    const { sessionId, file } = start("--params", '{"greeting":"Yo"}');
    expect(lines(file)[1]?.["prompt"]).toContain("Yo!");
    g2k("advance", "--session", sessionId, "--step", "greet", "--output", '{"name":"A"}', "--params", '{"greeting":5}');
    expect(lines(file)[3]).toMatchObject({ step: "ask-role" });
  });

  it("52 (decisions 6, 9): a corrupt line in the middle is an error naming it; the file is untouched", () => {
    const { sessionId, file } = start();
    appendFileSync(file, 'garbage\n{"type":"output","step":"greet","output":{"name":"A"}}\n');
    const before = readFileSync(file, "utf8");
    const out = g2k("advance", "--session", sessionId);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain("corrupt at line 3");
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("53: a repeated file-mode advance appends nothing and points at the pending prompt", () => {
    const { sessionId, file } = start();
    appendFileSync(file, '{"type":"output","step":"greet","output":{"name":"Ada"}}\n');
    expect(g2k("advance", "--session", sessionId).stdout).toBe("4\n");
    const before = readFileSync(file, "utf8");
    expect(g2k("advance", "--session", sessionId).stdout).toBe("4\n");
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("11 (decision 11): --print returns the next result in one call", () => {
    const pointer = start("--print");
    expect(pointer.result).toMatchObject({ kind: "prompt", step: "greet" });
    const out = g2k("advance", "--session", pointer.sessionId, "--step", "greet", "--output", '{"name":"Ada"}', "--print");
    expect(out.json()).toMatchObject({ kind: "prompt", step: "ask-role", completed: { step: "greet" } });
    expect(out.json()).not.toHaveProperty("type");
  });

  it("advancing after done is refused and appends an error line", () => {
    const run = (step: string, output: unknown) =>
      g2k("advance", "--session", pointer.sessionId, "--step", step, "--output", JSON.stringify(output), "--print").json();
    const pointer = start();
    run("greet", { name: "A" });
    run("ask-role", { role: "pm" });
    run("ask-hobby", { hobby: "x", wantsMore: false });
    run("confirm-profile", { approved: true });
    expect(run("profile-card", { card: "c" })).toMatchObject({ kind: "done" });
    expect(run("profile-card", { card: "d" })).toMatchObject({
      kind: "error",
      retry: false,
      message: expect.stringContaining("already done") as unknown,
    });
  });
});
