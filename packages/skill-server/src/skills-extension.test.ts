// skills/list and skills/get in process, over the SDK's in-memory transport: digests come from a cache
// by file identity, agree with the bytes resources/read serves after a change, and hashing a large
// file leaves the event loop free between chunks.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/client";
import { DigestCache } from "@skill-kit/loader";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createSkillsServer } from "./create-skills-server.js";
import { loadServedSkills } from "./load-served-skills.js";
import { connectInMemory } from "../test/in-memory-client.js";

const root = mkdtempSync(join(tmpdir(), "skill-server-extension-"));
const digests = new DigestCache();
let client: Client;

const listSchema = z.object({
  skills: z.array(
    z.object({ uri: z.string(), resources: z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() })) }),
  ),
});
const sha256 = (bytes: Uint8Array): string => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

async function listed(uri: string): Promise<{ digest: string; size: number } | undefined> {
  const { skills } = await client.request({ method: "skills/list", params: {} }, listSchema);
  return skills.flatMap((skill) => skill.resources).find((file) => file.uri === uri);
}

async function served(uri: string): Promise<Uint8Array> {
  const [contents] = (await client.readResource({ uri })).contents;
  if (contents === undefined) throw new Error(`nothing at ${uri}`);
  return "blob" in contents ? Buffer.from(contents.blob, "base64") : Buffer.from(contents.text, "utf8");
}

beforeAll(async () => {
  for (const name of ["alpha", "beta"]) {
    mkdirSync(join(root, name, "references"), { recursive: true });
    writeFileSync(join(root, name, "SKILL.md"), `---\nname: ${name}\ndescription: The ${name} skill.\n---\n\nBody.\n`);
    writeFileSync(join(root, name, "references", "notes.md"), `Notes of ${name}.\n`);
  }
  writeFileSync(join(root, "beta", "data.bin"), new Uint8Array(8 * 1024 * 1024).fill(1));
  const { skills } = loadServedSkills([root]);
  const { create } = await createSkillsServer(skills, { budget: 8000, version: "1.0.0", digests });
  client = await connectInMemory(create("legacy"));
});

afterAll(async () => {
  await client.close();
  rmSync(root, { recursive: true, force: true });
});

describe("skills/list", () => {
  it("hashes a large file in chunks: the event loop turns many times while the first list runs", async () => {
    let turns = 0;
    let listing = true;
    const tick = (): void => {
      turns += 1;
      if (listing) setImmediate(tick);
    };
    setImmediate(tick);
    const entry = await listed("skill://beta/data.bin");
    listing = false;
    expect(entry?.size).toBe(8 * 1024 * 1024);
    // 8 MiB in 64 KiB chunks is 128 reads, each a turn of the loop; a synchronous hash gives none.
    expect(turns).toBeGreaterThan(64);
  });

  it("reads nothing of an unchanged tree: every digest of the next list comes from the cache", async () => {
    await listed("skill://alpha/SKILL.md");
    const misses = digests.misses;
    await listed("skill://alpha/SKILL.md");
    expect(digests.misses).toBe(misses);
    expect(digests.hits).toBeGreaterThanOrEqual(6);
  });

  it("lists a changed file's new digest, and resources/read serves bytes with that digest", async () => {
    const before = await listed("skill://alpha/references/notes.md");
    writeFileSync(join(root, "alpha", "references", "notes.md"), "Rewritten notes, longer than before.\n");
    const after = await listed("skill://alpha/references/notes.md");
    expect(after?.digest).not.toBe(before?.digest);
    const bytes = await served("skill://alpha/references/notes.md");
    expect(after).toEqual({ uri: "skill://alpha/references/notes.md", digest: sha256(bytes), size: bytes.length });
  });
});
