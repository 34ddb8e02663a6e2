// `skills/list` of the built `skill-kit-mcp --http`, driven by the SDK client: digests stay true to
// the bytes served across the per-request servers that share one digest cache, after a file changes
// (new bytes, same size) and after it is replaced by a file of the same size and modification time.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectHttpClient, startHttpServer, type HttpClient, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { serverBin } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-list-"));
const skills = join(root, "skills");
const notes = join(skills, "notes", "references", "notes.md");
const token = "list-token-0123456789";
let server: HttpServerProcess;

const listSchema = z.object({
  skills: z.array(
    z.object({ uri: z.string(), resources: z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() })) }),
  ),
});
const sha256 = (bytes: Uint8Array | string): string => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

/** A new connection each time: over HTTP each request gets a server of its own. */
async function withClient<T>(use: (client: HttpClient) => Promise<T>): Promise<T> {
  const client = await connectHttpClient({ url: server.url, token });
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

async function listedNotes(): Promise<{ digest: string; size: number } | undefined> {
  const { skills: entries } = await withClient((http) => http.client.request({ method: "skills/list", params: {} }, listSchema));
  return entries.flatMap((entry) => entry.resources).find((file) => file.uri === "skill://notes/references/notes.md");
}

async function servedNotes(): Promise<string> {
  const [contents] = (await withClient((http) => http.client.readResource({ uri: "skill://notes/references/notes.md" })))
    .contents;
  return contents !== undefined && "text" in contents ? contents.text : "";
}

beforeAll(async () => {
  mkdirSync(join(skills, "notes", "references"), { recursive: true });
  writeFileSync(join(skills, "notes", "SKILL.md"), "---\nname: notes\ndescription: Keeps notes.\n---\n\nRead the notes.\n");
  writeFileSync(notes, "version one\n");
  utimesSync(notes, 1_700_000_000, 1_700_000_000);
  writeFileSync(join(root, "tokens"), `${token} ada\n`, { mode: 0o600 });
  server = await startHttpServer({
    command: process.execPath,
    args: [
      serverBin,
      "--skills",
      skills,
      "--session-dir",
      join(root, "sessions"),
      "--http",
      "--port",
      "0",
      "--tokens",
      join(root, "tokens"),
    ],
  });
});
afterAll(async () => {
  await server.kill();
  rmSync(root, { recursive: true, force: true });
});

describe("skill-kit-mcp --http: skills/list digests", () => {
  it("lists the same digest to every caller while nothing changes, and it is the served bytes'", async () => {
    const first = await listedNotes();
    expect(await listedNotes()).toEqual(first);
    expect(first).toEqual({ uri: "skill://notes/references/notes.md", digest: sha256(await servedNotes()), size: 12 });
  });

  it("lists the new digest once a file is rewritten, and resources/read serves those bytes", async () => {
    writeFileSync(notes, "version two\n");
    const listed = await listedNotes();
    expect(listed?.digest).toBe(sha256("version two\n"));
    expect(sha256(await servedNotes())).toBe(listed?.digest);
  });

  it("lists the new digest of a file replaced by one of the same size and modification time", async () => {
    await listedNotes();
    writeFileSync(`${notes}.new`, "version six\n");
    utimesSync(`${notes}.new`, 1_700_000_000, 1_700_000_000);
    renameSync(`${notes}.new`, notes);
    const listed = await listedNotes();
    expect(listed?.digest).toBe(sha256("version six\n"));
    expect(sha256(await servedNotes())).toBe(listed?.digest);
  });
});
