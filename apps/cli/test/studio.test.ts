// `skill-kit studio` as a process: its usage errors, its start-up line, a page behind the token, and
// a clean close on SIGTERM.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url));
let root = "";

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "cli-studio-"));
  mkdirSync(join(root, "skills", "plain"), { recursive: true });
  writeFileSync(join(root, "skills", "plain", "SKILL.md"), "---\nname: plain\ndescription: A plain skill.\n---\nRead me.\n");
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function status(url: URL, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, text });
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("skill-kit studio", () => {
  it("exits 2 with one error line on a usage error", () => {
    for (const args of [
      ["extra"],
      ["--port", "x"],
      ["--port", "70000"],
      ["--store", "mysql://x"],
      ["--skills", join(root, "none")],
      ["--nope"],
    ]) {
      const result = spawnSync(process.execPath, [bin, "studio", ...args], { encoding: "utf8" });
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr.trim().split("\n")[0], args.join(" ")).toMatch(/^error: /);
      expect(result.stdout).toBe("");
    }
  });

  it("exits 1 with one error line when the port is taken", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    try {
      const result = spawnSync(
        process.execPath,
        [bin, "studio", "--skills", join(root, "skills"), "--port", String(port), "--store", `file:${join(root, "sessions")}`],
        {
          encoding: "utf8",
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^error: could not start the studio: .*EADDRINUSE/);
      expect(result.stdout).toBe("");
    } finally {
      taken.close();
    }
  });

  it("prints its loopback URL with the token, serves the library behind it, and closes on SIGTERM", async () => {
    const child = spawn(
      process.execPath,
      [bin, "studio", "--skills", join(root, "skills"), "--store", `file:${join(root, "sessions")}`, "--port", "0"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    try {
      const lines = createInterface({ input: child.stdout });
      const [line = ""] = await Promise.race([
        new Promise<string[]>((resolve) => {
          lines.once("line", (text) => {
            resolve([text]);
          });
        }),
        exited.then(() => [""]),
      ]);
      expect(line, stderr).toMatch(
        /^studio on http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{43} \(loopback only; --host to change\)$/,
      );
      const url = new URL(line.split(" ")[2] ?? "");
      const token = url.searchParams.get("token") ?? "";
      const base = new URL("/api/skills", url);
      expect((await status(base, {})).status).toBe(401);
      const listed = await status(base, { Authorization: `Bearer ${token}` });
      expect(listed.status).toBe(200);
      expect(listed.text).toContain('"id":"plain"');
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    expect(stderr).toContain("studio: SIGTERM, closing");
  }, 60_000);
});
