import { readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { mockModel, runSkill } from "@skill-kit/core/testing";
import { describe, expect, it } from "vitest";
import interview from "./skill.js";

const outDir = (): string => mkdtempSync(join(tmpdir(), "interview-test-"));

describe("profile-interview", () => {
  it("takes the developer path, loops on hobbies, and writes the card", async () => {
    const dir = outDir();
    const run = await runSkill(interview, {
      params: { outDir: dir },
      model: mockModel({
        greet: { name: "Ada" },
        "ask-role": { role: "dev" },
        "ask-stack": { stack: ["TypeScript"] },
        "ask-hobby": [
          { hobby: "chess", wantsMore: true },
          { hobby: "go", wantsMore: false },
        ],
        "confirm-profile": { approved: true },
        "profile-card": { signOff: "Bye" },
      }),
    });
    expect(run.path).toEqual(["greet", "ask-role", "ask-stack", "ask-hobby", "ask-hobby", "confirm-profile", "profile-card"]);
    expect(run.response).toEqual({ signOff: "Bye" });
    expect(run.store["profile"]).toEqual({ name: "Ada", role: "dev", stack: ["TypeScript"], hobbies: ["chess", "go"] });
    expect(readFileSync(join(dir, "profile-card.md"), "utf8")).toContain("Hobbies: chess, go");
  });

  it("skips the stack question for non-developers and stops the hobby loop at maxVisits", async () => {
    const run = await runSkill(interview, {
      params: { outDir: outDir() },
      model: mockModel({
        greet: { name: "Bo" },
        "ask-role": { role: "design" },
        "ask-hobby": { hobby: "x", wantsMore: true },
        "confirm-profile": { approved: true },
        "profile-card": { signOff: "Bye" },
      }),
    });
    expect(run.path).toEqual(["greet", "ask-role", "ask-hobby", "ask-hobby", "ask-hobby", "confirm-profile", "profile-card"]);
  });

  it("renders the role question as a structured ask-user block", async () => {
    const prompts: string[] = [];
    await runSkill(interview, {
      params: { outDir: outDir() },
      model: mockModel({
        greet: { name: "Cy" },
        "ask-role": (prompt: string) => {
          prompts.push(prompt);
          return { role: "other" };
        },
        "ask-hobby": { hobby: "x", wantsMore: false },
        "confirm-profile": { approved: true },
        "profile-card": { signOff: "Bye" },
      }),
    });
    expect(prompts[0]).toContain('<ask-user type="structured" header="Role" question="What do you do, Cy?">');
    expect(prompts[0]).toContain('  <option value="dev" label="Developer">Writes code</option>');
  });
});
