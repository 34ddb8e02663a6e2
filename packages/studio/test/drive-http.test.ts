// The runs and drive routes behind the studio's real server, over HTTP on loopback: a run driven to
// done with JSON bodies, and the events stream as text/event-stream that ends when the client leaves.
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudio, type Studio } from "../src/index.js";
import { call, tokenOf } from "./http-client.js";
import { at, orderEntry, text } from "./routes-harness.js";

let root: string;
let studio: Studio;
let headers: Record<string, string>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "studio-drive-http-"));
  studio = await startStudio({ entry: orderEntry, store: `file:${join(root, "sessions")}`, webDir: root });
  headers = { Host: `127.0.0.1:${String(studio.port)}`, Authorization: `Bearer ${tokenOf(studio.url)}` };
});
afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
});

async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const reply = await call(studio, {
    method: "POST",
    path,
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json: unknown = JSON.parse(reply.text);
  return { status: reply.status, json };
}

/** The first `count` events of GET /api/events, then the client leaves. */
function firstEvents(count: number): Promise<{ contentType: string | undefined; events: string[] }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port: studio.port, path: "/api/events", headers }, (response) => {
      let buffered = "";
      const events: string[] = [];
      response.on("data", (chunk: Buffer) => {
        buffered += chunk.toString("utf8");
        const parts = buffered.split("\n\n");
        buffered = parts.pop() ?? "";
        events.push(...parts);
        if (events.length >= count) {
          response.destroy();
          resolve({ contentType: response.headers["content-type"], events });
        }
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("over HTTP", () => {
  it("drives a run to done and streams the list", async () => {
    const started = await post("/api/drive", { skill: "order" });
    expect(started.status).toBe(200);
    const run = text(started.json, "run");
    const refused = await post(`/api/drive/${run}`, { output: { size: 3 } });
    expect(refused).toMatchObject({ status: 422, json: { ok: false, error: { code: "validation", step: "size" } } });
    for (const output of [{ size: "s" }, { n: 1 }, { approved: true }])
      expect((await post(`/api/drive/${run}`, { output })).status).toBe(200);

    const streamed = await firstEvents(1);
    expect(streamed.contentType).toBe("text/event-stream; charset=utf-8");
    const [event = ""] = streamed.events;
    expect(event.split("\n")[0]).toBe("event: runs");
    const data: unknown = JSON.parse(event.split("\n")[1]?.replace(/^data: /, "") ?? "");
    expect(at(data, "runs", 0)).toMatchObject({ id: run, status: "done" });

    const page = await call(studio, { path: `/api/runs/${run}`, headers });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    const bad = await call(studio, { path: "/api/runs/..%2F..%2Fetc", headers });
    expect(bad.status).toBe(400);
    expect(bad.text).not.toContain(" at ");
  });
});
