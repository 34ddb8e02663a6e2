// A composite skill driven through the routes (examples/help-desk): the dispatcher routes into a
// sub-skill, whose steps are qualified (`bug-report/reproduce`), and a sub-skill step is shown for
// another host by replaying the dispatcher and the sub-skill both.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { fileRunStore } from "@skill-kit/sessions";
import { afterAll, describe, expect, it } from "vitest";
import type { StudioContext } from "../src/server/route.js";
import { at, callRoute, text } from "./routes-harness.js";

const helpDesk = fileURLToPath(new URL("../../../examples/help-desk/", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "studio-composite-"));
const context: StudioContext = {
  skills: () => [{ id: "help-desk", name: "help-desk", dir: helpDesk, entry: join(helpDesk, "src", "skill.ts") }],
  store: fileRunStore({ sessionDir: dir }),
  storeSpec: `file:${dir}`,
};
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const post = (path: string, body: unknown) => callRoute(context, { method: "POST", path, body });

describe("a composite skill", () => {
  it("is driven into its sub-skill, each step qualified, and shown for another host", async () => {
    const started = await post("/api/drive", { skill: "help-desk" });
    expect(started).toMatchObject({ status: 200, json: { step: { step: "welcome", done: false } } });
    const run = text(started.json, "run");
    const welcomed = await post(`/api/drive/${run}`, { output: { product: "desktop", version: "2.1" } });
    expect(welcomed).toMatchObject({ status: 200, json: { ok: true, step: { step: "choose" } } });
    const routed = await post(`/api/drive/${run}`, { output: { need: "bug", summary: "it crashes" } });
    expect(routed).toMatchObject({ status: 200, json: { ok: true, step: { step: "bug-report/reproduce" } } });
    const asCodex = await callRoute(context, { method: "GET", path: `/api/drive/${run}?host=codex` });
    expect(at(asCodex.json, "step")).toMatchObject({
      step: "bug-report/reproduce",
      host: "codex",
      prompt: text(routed.json, "step", "prompt"),
    });
    const history = await callRoute(context, { method: "GET", path: `/api/runs/${run}` });
    expect(at(history.json, "run")).toMatchObject({ skill: "help-desk", step: "bug-report/reproduce", status: "active" });
  });
});
