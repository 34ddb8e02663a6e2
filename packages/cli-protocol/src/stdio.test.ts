// writeAll and watchStdio in a real child Node, on real pipes (the built dist, as a skill runs it).
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const stdio = fileURLToPath(new URL("../dist/stdio.js", import.meta.url));
const program = (body: string): string[] => [
  "--input-type=module",
  "-e",
  `import { writeAll, watchStdio } from ${JSON.stringify(stdio)};\n${body}`,
];
const bytes = 4 * 1024 * 1024;

/** Everything a child prints, and its exit status; listens from the start, so a fast crash is seen. */
function collect(child: ChildProcessWithoutNullStreams): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      resolve({ status, stdout: Buffer.concat(stdout).toString("utf8"), stderr: Buffer.concat(stderr).toString("utf8") });
    });
  });
}

describe("writeAll", () => {
  it("writes everything to a full non-blocking pipe, waiting while the reader is slow", async () => {
    // Reading process.stdout makes Node set fd 1 non-blocking; the parent reads nothing for 300 ms.
    const child = spawn(
      process.execPath,
      program(`process.stdout; writeAll(1, "é".repeat(${bytes / 2}) + "end"); process.exit(0);`),
    );
    child.stdout.pause();
    const ended = collect(child);
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.stdout.resume();
    const { status, stdout, stderr } = await ended;
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(stdout.length).toBe(bytes / 2 + 3);
    expect(stdout.endsWith("éend")).toBe(true);
  });

  it("stops quietly when the reader has gone (EPIPE)", async () => {
    const child = spawn(process.execPath, program(`writeAll(1, "x".repeat(${bytes})); writeAll(2, "after");`));
    child.stdout.once("data", () => {
      child.stdout.destroy();
    });
    const { status, stderr } = await collect(child);
    expect(status).toBe(0);
    expect(stderr).toBe("after");
  });

  it("rethrows any other error", () => {
    const run = spawnSync(process.execPath, program(`try { writeAll(99, "x"); } catch (error) { console.log(error.code); }`), {
      encoding: "utf8",
    });
    expect(run.stdout.trim()).toBe("EBADF");
  });
});

describe("watchStdio", () => {
  it("tells which of process.stdout and process.stderr were made after it, without making them", () => {
    const body = [
      "const made = watchStdio();",
      'const before = [made("stdout"), made("stderr")];',
      'console.error("note");',
      'writeAll(1, JSON.stringify({ before, after: [made("stdout"), made("stderr")] }));',
    ].join("\n");
    const run = spawnSync(process.execPath, program(body), { encoding: "utf8" });
    expect(run.stderr).toBe("note\n");
    expect(JSON.parse(run.stdout)).toEqual({ before: [false, false], after: [false, true] });
  });
});
