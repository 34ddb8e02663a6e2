// The check both HTTP servers share (issue 28): 1,000 connections of one token each announce a 1 MiB
// body, send all of it but the last byte and stall. The server keeps what one user may hold, refuses
// the rest of that user's uploads with 429, serves a caller with another token within a second
// while they stall, and its resident memory (read from /proc) grows by less than the bound
// docs/serving.md gives.
import { measureStall, stallReport, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { expect } from "vitest";

const mib = 1024 * 1024;
/** docs/serving.md: 192 MiB over the idle server (it was 1 GB before the bounds). */
const residentBound = 192 * mib;

const initialize = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "fresh", version: "1" } },
});

/** One `initialize` as `token`, given one second: its status. */
async function freshCall(url: string, token: string): Promise<number> {
  const answer = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${token}`,
    },
    body: initialize,
    signal: AbortSignal.timeout(1000),
  });
  await answer.text();
  return answer.status;
}

/** Stalls 1,000 uploads of `stalling` against `server` and checks what the header says; `label` names it in the log. */
export async function expectStalledUploadsBounded(
  server: HttpServerProcess,
  options: { readonly label: string; readonly stalling: string; readonly fresh: string },
): Promise<void> {
  const { stalling, fresh } = options;
  for (let n = 0; n < 20; n += 1) expect(await freshCall(server.url, fresh)).toBe(200);
  const figures = await measureStall(server.pid, {
    url: server.url,
    token: stalling,
    count: 1000,
    bytes: mib,
    during: async () => ({ ada: await freshCall(server.url, fresh), mallory: await freshCall(server.url, stalling) }),
  });
  console.log(`${options.label}: ${stallReport(figures)}`);
  expect(figures.during).toEqual({ ada: 200, mallory: 429 });
  // Those answered so far were refused for their user's share; the first 16 are held until the request timeout.
  expect(Object.keys(figures.statuses)).toEqual(["429"]);
  if (figures.residentBefore !== undefined && figures.residentPeak !== undefined)
    expect(figures.residentPeak - figures.residentBefore).toBeLessThan(residentBound);
}
