// The studio's security layer over real HTTP on loopback: the token and its cookie, Host and
// Origin checks, JSON-only POST with a bounded body, the headers on every answer, static files
// confined to the web folder.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudio, type Studio } from "../src/index.js";
import { call, tokenOf, type Reply } from "./http-client.js";

let root: string;
let studio: Studio;
let token: string;
let auth: Record<string, string>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "studio-security-"));
  const web = join(root, "web");
  mkdirSync(join(web, "images"), { recursive: true });
  writeFileSync(join(web, "index.html"), "<!doctype html><title>studio</title>");
  writeFileSync(join(web, "app.js"), "export {};");
  writeFileSync(join(web, "app.css"), "body{}");
  writeFileSync(join(web, "images", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(root, "secret.txt"), "SECRET");
  symlinkSync(join(root, "secret.txt"), join(web, "linked.js"));
  mkdirSync(join(root, "skills"));
  studio = await startStudio({ skills: [join(root, "skills")], store: `file:${join(root, "sessions")}`, webDir: web });
  token = tokenOf(studio.url);
  auth = { Host: `127.0.0.1:${studio.port}`, Authorization: `Bearer ${token}` };
});

afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string>): Promise<Reply> => call(studio, { path, headers });

function parsed(reply: Reply): unknown {
  const value: unknown = JSON.parse(reply.text);
  return value;
}

function expectSecurityHeaders(reply: Reply): void {
  expect(reply.headers["content-security-policy"]).toBe(
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  expect(reply.headers["x-content-type-options"]).toBe("nosniff");
  expect(reply.headers["referrer-policy"]).toBe("no-referrer");
  expect(reply.headers["cache-control"]).toBe("no-store");
}

describe("the studio's address", () => {
  it("is loopback by default, with a long random token", () => {
    expect(studio.loopback).toBe(true);
    expect(studio.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${studio.port}/\\?token=[A-Za-z0-9_-]{43}$`));
  });
});

describe("the token", () => {
  it("is needed for the page, the assets and the API (401 without it)", async () => {
    for (const path of ["/", "/app.js", "/api/hosts", "/api/skills", "/nothing"]) {
      const reply = await get(path, { Host: `127.0.0.1:${studio.port}` });
      expect(reply.status, path).toBe(401);
      expect(parsed(reply)).toMatchObject({ error: { code: "STUDIO_UNAUTHORIZED" } });
      expectSecurityHeaders(reply);
    }
  });

  it("is refused when wrong, as a bearer, a cookie or in the URL", async () => {
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const host = `127.0.0.1:${studio.port}`;
    expect((await get("/api/hosts", { Host: host, Authorization: `Bearer ${wrong}` })).status).toBe(401);
    expect((await get("/api/hosts", { Host: host, Cookie: `skill_kit_studio_${studio.port}=${wrong}` })).status).toBe(401);
    expect((await get(`/?token=${wrong}`, { Host: host })).status).toBe(401);
    expect((await get("/api/hosts", { Host: host, Cookie: `skill_kit_studio_1=${token}x` })).status).toBe(401);
  });

  it("in the printed URL is traded for an HttpOnly, SameSite=Strict cookie and a redirect to /", async () => {
    const reply = await get(`/?token=${token}`, { Host: `127.0.0.1:${studio.port}` });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe("/");
    expect(reply.headers["set-cookie"]).toEqual([`skill_kit_studio_${studio.port}=${token}; HttpOnly; SameSite=Strict; Path=/`]);
    expectSecurityHeaders(reply);
    const page = await get("/", {
      Host: `localhost:${studio.port}`,
      Cookie: `other=1; skill_kit_studio_${studio.port}=${token}`,
    });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.text).not.toContain(token);
  });
});

describe("Host and Origin", () => {
  it("refuse a Host that is not this studio's (DNS rebinding), even with the token: 403", async () => {
    for (const host of [
      "evil.example",
      `evil.example:${studio.port}`,
      `127.0.0.1:${studio.port + 1}`,
      "127.0.0.1",
      `10.0.0.1:${studio.port}`,
    ]) {
      const reply = await get("/api/hosts", { ...auth, Host: host });
      expect(reply.status, host).toBe(403);
      expectSecurityHeaders(reply);
    }
  });

  it("accept the loopback names with the port", async () => {
    for (const host of [`127.0.0.1:${studio.port}`, `localhost:${studio.port}`, `LOCALHOST:${studio.port}`]) {
      expect((await get("/api/hosts", { ...auth, Host: host })).status, host).toBe(200);
    }
  });

  it("refuse a foreign Origin, and `null`, with the token: 403", async () => {
    for (const origin of [
      "http://evil.example",
      "null",
      `https://127.0.0.1:${studio.port}`,
      `http://127.0.0.1:${studio.port + 1}`,
    ]) {
      const reply = await get("/api/hosts", { ...auth, Origin: origin });
      expect(reply.status, origin).toBe(403);
      expect(parsed(reply)).toMatchObject({ error: { code: "STUDIO_FORBIDDEN" } });
      expectSecurityHeaders(reply);
    }
    const post = await call(studio, {
      method: "POST",
      path: "/api/hosts",
      headers: { ...auth, Origin: "http://evil.example", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(403);
  });

  it("accept the studio's own Origin", async () => {
    expect((await get("/api/hosts", { ...auth, Origin: `http://127.0.0.1:${studio.port}` })).status).toBe(200);
  });
});

describe("requests", () => {
  it("a POST without a JSON content type is 415; with a bad body 400; over 64 KiB 413", async () => {
    const post = (headers: Record<string, string>, body: string | Buffer): Promise<Reply> =>
      call(studio, { method: "POST", path: "/api/skills", headers: { ...auth, ...headers }, body });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const reply = await post({ "Content-Type": type }, "{}");
      expect(reply.status, type).toBe(415);
      expectSecurityHeaders(reply);
    }
    expect((await post({}, "{}")).status).toBe(415);
    const json = { "Content-Type": "application/json; charset=utf-8" };
    const bad = await post(json, "{not json");
    expect(bad.status).toBe(400);
    expectSecurityHeaders(bad);
    const huge = await post(json, Buffer.alloc(64 * 1024 + 1, 0x20));
    expect(huge.status).toBe(413);
    expect(parsed(huge)).toMatchObject({ error: { code: "STUDIO_TOO_LARGE" } });
    expectSecurityHeaders(huge);
    // Within the bound, good JSON: no POST route at /api/hosts, the method is refused.
    const fits = await call(studio, {
      method: "POST",
      path: "/api/hosts",
      headers: { ...auth, ...json },
      body: JSON.stringify({ pad: "x".repeat(60_000) }),
    });
    expect(fits.status).toBe(405);
  });

  it("methods other than GET and POST are 405, with the headers", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const reply = await call(studio, { method, path: "/api/hosts", headers: auth });
      expect(reply.status, method).toBe(405);
      expectSecurityHeaders(reply);
    }
  });

  it("an unknown API path is 404 as JSON, without a stack", async () => {
    const reply = await get("/api/nothing", auth);
    expect(reply.status).toBe(404);
    expect(reply.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(parsed(reply)).toEqual({ error: { code: "STUDIO_NOT_FOUND", message: "nothing is served at /api/nothing" } });
    expectSecurityHeaders(reply);
  });

  it("GET /api/hosts lists the host registry", async () => {
    const reply = await get("/api/hosts", auth);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('{"id":"claude-code","name":"Claude Code"}');
    expectSecurityHeaders(reply);
  });
});

describe("static files", () => {
  it("are served with their content types and the headers", async () => {
    const types: Record<string, string> = {
      "/": "text/html; charset=utf-8",
      "/index.html": "text/html; charset=utf-8",
      "/app.js": "text/javascript; charset=utf-8",
      "/app.css": "text/css; charset=utf-8",
      "/images/logo.svg": "image/svg+xml",
    };
    for (const [path, type] of Object.entries(types)) {
      const reply = await get(path, auth);
      expect(reply.status, path).toBe(200);
      expect(reply.headers["content-type"], path).toBe(type);
      expectSecurityHeaders(reply);
    }
  });

  it("never leave the web folder: traversal, encoded separators, dot files and links are 404", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/images/..%2f..%2fsecret.txt",
      "/images/%2e%2e/%2e%2e/secret.txt",
      "/%2fetc%2fpasswd",
      "/.%2e/secret.txt",
      "/linked.js",
      "/images",
      "/app.js%00.css",
    ]) {
      const reply = await get(path, auth);
      expect(reply.status, path).toBe(404);
      expect(reply.text).not.toContain("SECRET");
      expectSecurityHeaders(reply);
    }
  });
});

describe("off loopback", () => {
  it("says so, opens on loopback, and answers IP addresses but no other name when bound to every address", async () => {
    const wide = await startStudio({ host: "0.0.0.0", store: `file:${join(root, "sessions-wide")}`, webDir: join(root, "web") });
    try {
      expect(wide.loopback).toBe(false);
      expect(wide.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${wide.port}/\\?token=`));
      const headers = { Authorization: `Bearer ${tokenOf(wide.url)}` };
      const at = (host: string): Promise<Reply> => call(wide, { path: "/api/hosts", headers: { ...headers, Host: host } });
      expect((await at(`192.168.1.5:${wide.port}`)).status).toBe(200);
      expect((await at(`localhost:${wide.port}`)).status).toBe(200);
      expect((await at(`rebound.example:${wide.port}`)).status).toBe(403);
    } finally {
      await wide.close();
    }
  });
});

describe("GET on a route that changes state", () => {
  it("is refused (405) and starts nothing", async () => {
    const reply = await get("/api/drive", auth);
    expect(reply.status).toBe(405);
    expectSecurityHeaders(reply);
  });
});

describe("the event stream", () => {
  it("opens with the cookie, carries the headers, and ends when the studio closes", async () => {
    const own = await startStudio({ store: `file:${join(root, "sessions-events")}`, webDir: join(root, "web") });
    const cookie = `skill_kit_studio_${own.port}=${tokenOf(own.url)}`;
    const first = await new Promise<{ status: number; headers: Record<string, unknown>; chunk: string; ended: Promise<void> }>(
      (resolve, reject) => {
        const sent = request(
          { host: "127.0.0.1", port: own.port, path: "/api/events", headers: { Host: `127.0.0.1:${own.port}`, Cookie: cookie } },
          (response) => {
            const ended = new Promise<void>((done) => {
              response.on("end", done);
              response.on("close", done);
            });
            response.once("data", (chunk: Buffer) => {
              resolve({ status: response.statusCode ?? 0, headers: response.headers, chunk: chunk.toString("utf8"), ended });
            });
          },
        );
        sent.on("error", reject);
        sent.end();
      },
    );
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(first.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(first.chunk).toMatch(/^event: runs\ndata: \{"runs":\[/);
    await own.close();
    await first.ended;
  });
});
