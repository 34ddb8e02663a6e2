// warmUp: every call it makes succeeds, its sessions stay in the folder it is given, and the
// author's skill only prints its help.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { skill, terminal, type } from "@skill-kit/core";
import { afterAll, describe, expect, it } from "vitest";
import { warmUp } from "./warm-up.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-warm-up-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("warmUp", () => {
  it("runs its calls on its own skill, with one session in the folder it is given", async () => {
    let ran = 0;
    const author = skill({ name: "author", description: "Acts on start", entry: "act" })
      .step("act", { action: () => (ran += 1), next: "ask" })
      .step("ask", { prompt: "Say anything.", response: type({ said: "string" }), next: terminal })
      .build();
    const dir = mkdtempSync(join(root, "sessions-"));
    await warmUp(author, dir);
    expect(ran).toBe(0);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const lines = readFileSync(join(dir, files[0] ?? ""), "utf8")
      .trim()
      .split("\n");
    expect(lines.at(-1)).toContain('"step":"done"');
  });

  it("fails when one of its calls fails (here: a session folder that is a file)", async () => {
    const author = skill({ name: "author", description: "Asks", entry: "ask" })
      .step("ask", { prompt: "Say anything.", next: terminal })
      .build();
    const file = join(root, "a-file");
    writeFileSync(file, "");
    await expect(warmUp(author, file)).rejects.toThrow(/the warm-up call .*--session new.* exited 1/);
  });
});
