// The studio's security seen from outside: the token (cookie or bearer) on every request, the Origin
// and Host checks, JSON-only POSTs with bounded bodies, the headers on every answer, the loopback
// bind and the start-up line that says so. (In the browser, that the page's script never sees the
// token: views.test.ts, on the page it opens anyway.)
import { mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, bearer, isErrorBody, setCookieOf } from "./http.js";
import { startStudio, type Studio } from "./studio.js";

const csp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

let studio: Studio;
let cookie = "";
// An empty skills folder: nothing to load, so the studio is up at once.
const empty = mkdtempSync(join(tmpdir(), "skill-kit-studio-security-"));

beforeAll(async () => {
  studio = await startStudio(["--skills", empty]);
  const login = await ask(studio, { path: `/?token=${studio.token}` });
  cookie = setCookieOf(login).split(";")[0] ?? "";
});
afterAll(async () => {
  await studio.stop();
  rmSync(empty, { recursive: true, force: true });
});

const withCookie = (headers: Record<string, string> = {}): Record<string, string> => ({ cookie, ...headers });

describe("the token", () => {
  it("is needed by the page, its assets and the API: none → 401", async () => {
    for (const path of ["/", "/app.js", "/app.css", "/api/skills", "/api/runs", "/api/hosts", "/api/events"])
      expect((await ask(studio, { path })).status, path).toBe(401);
    const post = await ask(studio, {
      method: "POST",
      path: "/api/drive",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(401);
  });

  it("a wrong token or cookie gets 401 and no cookie", async () => {
    const wrong = await ask(studio, { path: "/?token=0123456789abcdef" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const forged = await ask(studio, { path: "/api/skills", headers: { cookie: `${cookie.split("=")[0] ?? ""}=forged` } });
    expect(forged.status).toBe(401);
    const badBearer = await ask(studio, { path: "/api/skills", headers: { authorization: "Bearer forged" } });
    expect(badBearer.status).toBe(401);
  });

  it("the right one in the URL sets an HttpOnly, SameSite=Strict cookie and redirects to / without it", async () => {
    const login = await ask(studio, { path: `/?token=${studio.token}` });
    expect(login.status).toBeGreaterThanOrEqual(300);
    expect(login.status).toBeLessThan(400);
    expect(login.headers.location).toBe("/");
    const set = setCookieOf(login);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    expect(set).toMatch(/Path=\//i);
  });

  it("the cookie or the bearer token opens the page and the API", async () => {
    expect((await ask(studio, { path: "/", headers: withCookie() })).status).toBe(200);
    expect((await ask(studio, { path: "/api/skills", headers: withCookie() })).status).toBe(200);
    expect((await ask(studio, { path: "/api/skills", headers: bearer(studio) })).status).toBe(200);
  });
});

describe("requests from elsewhere", () => {
  it("a foreign Origin is refused (403), the studio's own is served", async () => {
    for (const origin of ["http://evil.example", "null", `http://localhost.evil.example:${new URL(studio.origin).port}`]) {
      const read = await ask(studio, { path: "/api/skills", headers: withCookie({ origin }) });
      expect(read.status, origin).toBe(403);
      const post = await ask(studio, {
        method: "POST",
        path: "/api/drive",
        headers: withCookie({ origin, "content-type": "application/json" }),
        body: JSON.stringify({ skill: "x" }),
      });
      expect(post.status, origin).toBe(403);
    }
    expect((await ask(studio, { path: "/api/skills", headers: withCookie({ origin: studio.origin }) })).status).toBe(200);
  });

  it("a Host that is not the studio's (DNS rebinding) is refused (403)", async () => {
    const port = new URL(studio.origin).port;
    for (const host of [`evil.example:${port}`, "evil.example", `127.0.0.1:${String(Number(port) + 1)}`]) {
      expect((await ask(studio, { path: "/api/skills", headers: withCookie({ host }) })).status, host).toBe(403);
    }
  });

  it("a POST must be JSON (a form or text post, what a foreign page can send without asking, is refused)", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const post = await ask(studio, {
        method: "POST",
        path: "/api/drive",
        headers: withCookie({ "content-type": type }),
        body: "{}",
      });
      expect(post.status, type).toBeGreaterThanOrEqual(400);
      expect(post.status, type).toBeLessThan(500);
    }
    const runs = await ask(studio, { path: "/api/runs", headers: withCookie() });
    expect(runs.json()).toMatchObject({ runs: [] });
  });

  it("a body over 64 KiB gets 413, a GET on a POST route 405, an unknown path 404, and no stack in any", async () => {
    const big = await ask(studio, {
      method: "POST",
      path: "/api/drive",
      headers: withCookie({ "content-type": "application/json" }),
      body: JSON.stringify({ skill: "x".repeat(70 * 1024) }),
    });
    expect(big.status).toBe(413);
    const unknown = await ask(studio, { path: "/api/nothing-here", headers: withCookie() });
    expect(unknown.status).toBe(404);
    for (const answer of [big, unknown]) {
      expect(isErrorBody(answer.json()), answer.text).toBe(true);
      expect(answer.text).not.toMatch(/\n\s+at /);
    }
  });
});

describe("the headers of every answer", () => {
  it("CSP, nosniff and no-referrer on the page, assets and API; no-store on the API", async () => {
    for (const path of ["/", "/app.js", "/api/skills", "/api/nothing-here"]) {
      const answer = await ask(studio, { path, headers: withCookie() });
      expect(answer.headers["content-security-policy"], path).toBe(csp);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers["referrer-policy"], path).toBe("no-referrer");
    }
    expect((await ask(studio, { path: "/api/skills", headers: withCookie() })).headers["cache-control"]).toMatch(/no-store/);
    expect((await ask(studio, { path: "/" })).headers["content-security-policy"]).toBe(csp);
  });
});

/** Whether a TCP connection to `host:port` is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => {
      resolve(false);
    });
  });
}

const outsideAddresses = (): string[] =>
  Object.values(networkInterfaces())
    .flat()
    .flatMap((each) => (each !== undefined && !each.internal && each.family === "IPv4" ? [each.address] : []));

describe("where it listens", () => {
  it("binds 127.0.0.1 by default, and its start-up line says so", async () => {
    expect(new URL(studio.url).hostname).toBe("127.0.0.1");
    expect(studio.line).toMatch(/loopback/i);
    expect(studio.line).toMatch(/--host/);
    const port = Number(new URL(studio.origin).port);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    for (const address of outsideAddresses()) expect(await accepts(address, port), address).toBe(false);
  });

  it("--host changes it, and the line names the address", async () => {
    const other = await startStudio(["--skills", empty, "--host", "127.0.0.2"]);
    try {
      expect(other.line).toContain("127.0.0.2");
      const port = Number(new URL(other.origin).port);
      expect(await accepts("127.0.0.2", port)).toBe(true);
      expect(await accepts("127.0.0.1", port)).toBe(false);
    } finally {
      await other.stop();
    }
  });

  it("bound to every address, the line warns that other machines can reach it", async () => {
    const open = await startStudio(["--skills", empty, "--host", "0.0.0.0"]);
    try {
      expect(open.line).toContain("0.0.0.0");
      expect(open.line).toMatch(/reachable from other machines/);
      expect(open.line).not.toMatch(/loopback only/);
    } finally {
      await open.stop();
    }
  });
});
