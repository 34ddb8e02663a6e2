// The bearer token goes only where the user sent it: `install` gives SKILL_KIT_TOKEN to no server the
// lockfile names unless --token-origin names its origin, or the user's credentials file (in a fake
// HOME) does. A loopback listener records every header it hears; it answers 401, so restores fail.
import { chmodSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skillKit, tempRoot, type TempRoot } from "./project.js";

const token = "lead-token-0123456789";
const sha = "c".repeat(64);

describe("which server hears SKILL_KIT_TOKEN", () => {
  let root: TempRoot;
  let server: Server;
  let origin = "";
  const heard: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    root = tempRoot();
    server = createServer((request, response) => {
      heard.push(request.headers);
      request.resume();
      response.writeHead(401, { "content-type": "application/json" }).end('{"error":"unauthorized"}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    origin = `http://127.0.0.1:${String(address.port)}`;
    root.write("home/.keep", "");
    root.write("vendor/plain/SKILL.md", "---\nname: plain\ndescription: Use plain when asked.\n---\n\nPlain.\n");
    root.write("local/.keep", "");
    const added = await skillKit(["add", "../vendor"], { cwd: join(root.path, "local") });
    if (added.status !== 0) throw new Error(added.stderr);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    root.remove();
  });

  /** A project whose lock names the listener (as a pull request adding an entry would). */
  const project = (name: string): string => {
    const entry = {
      source: `${origin}/mcp`,
      sourceType: "mcp",
      computedHash: sha,
      skillKit: { uri: "skill://grab/SKILL.md", agents: ["generic"], files: [] },
    };
    root.write(`${name}/skills-lock.json`, JSON.stringify({ version: 1, skills: { grab: entry } }));
    return join(root.path, name);
  };
  const env = (extra: Record<string, string> = {}): { env: Record<string, string> } => ({
    env: { HOME: join(root.path, "home"), XDG_CONFIG_HOME: "", SKILL_KIT_TOKEN: token, ...extra },
  });
  const authorizations = async (args: string[], options: { env: Record<string, string> }): Promise<(string | undefined)[]> => {
    heard.length = 0;
    const run = await skillKit(args, options);
    expect(run.status, run.stderr).toBe(1);
    expect(heard.length).toBeGreaterThan(0);
    return heard.map((headers) => headers.authorization);
  };

  it("install sends no Authorization to a server the lockfile names, though SKILL_KIT_TOKEN is set", async () => {
    expect(await authorizations(["install", "--dir", project("plain")], env())).toEqual(heard.map(() => undefined));
    const run = await skillKit(["install", "--dir", join(root.path, "plain")], env());
    expect(run.stderr).toContain("note: SKILL_KIT_TOKEN was sent to no server of the lock; --token-origin <origin> names");
  });

  it("install --token-origin <that origin> sends it there (and only by exact origin)", async () => {
    const dir = project("flag");
    expect(new Set(await authorizations(["install", "--dir", dir, "--token-origin", origin], env()))).toEqual(
      new Set([`Bearer ${token}`]),
    );
    const otherPort = origin.replace(/:(\d+)$/, (_, port: string) => `:${String(Number(port) + 1)}`);
    expect(new Set(await authorizations(["install", "--dir", dir, "--token-origin", otherPort], env()))).toEqual(
      new Set([undefined]),
    );
  });

  it("the user's credentials file naming the origin gives that origin its own token, never SKILL_KIT_TOKEN", async () => {
    root.write("home/.config/skill-kit/credentials.json", JSON.stringify({ servers: { [origin]: { tokenEnv: "LOCAL_TOKEN" } } }));
    chmodSync(join(root.path, "home/.config/skill-kit/credentials.json"), 0o600);
    const dir = project("config");
    expect(new Set(await authorizations(["install", "--dir", dir], env({ LOCAL_TOKEN: "from-config" })))).toEqual(
      new Set(["Bearer from-config"]),
    );
    chmodSync(join(root.path, "home/.config/skill-kit/credentials.json"), 0o644);
    const refused = await skillKit(["install", "--dir", dir], env({ LOCAL_TOKEN: "from-config" }));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("refusing to read a credentials file other users can read or write (mode 644");
    const local = await skillKit(["install", "--dir", join(root.path, "local")], env());
    expect(local.stderr).toBe("✓ plain\n");
    expect((await skillKit(["add", "../vendor"], { cwd: join(root.path, "local"), ...env() })).status).toBe(0);
    chmodSync(join(root.path, "home/.config/skill-kit/credentials.json"), 0o600);
  });

  it("add <url> sends SKILL_KIT_TOKEN to that URL's origin", async () => {
    root.write("added/.keep", "");
    expect(new Set(await authorizations(["add", `${origin}/mcp`, "--dir", join(root.path, "added")], env()))).toEqual(
      new Set([`Bearer ${token}`]),
    );
  });
});
