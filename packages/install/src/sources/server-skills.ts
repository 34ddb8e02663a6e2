// A Skills Extension server (SEP-2640): `skills/list` gives each skill's manifest (path, size, sha256
// digest); every file is read with `resources/read` and checked against the manifest (the loader's
// `verifySkillFiles`) before any skill is handed on. Plain http is accepted on loopback only. A hostile
// server is held to limits: responses counted as they arrive (`boundedFetch`), the listing bounded,
// every request timed out, a manifest's sizes checked before reading (`server-limits.ts`).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type SkillEntry, verifySkillFiles } from "@skill-kit/loader";
import type { ContentFile } from "@skill-kit/scan";
import * as z from "zod";
import type { FetchedSkill } from "../fetched-skill.js";
import { InstallError } from "../install-error.js";
import { boundedFetch } from "./bounded-fetch.js";
import {
  checkManifest,
  listingTooLong,
  maxListBytes,
  maxListedSkills,
  maxListPages,
  maxResponseBytes,
  requestTimeout,
} from "./server-limits.js";

const entrySchema = z.object({
  uri: z.string(),
  frontmatter: z.record(z.string(), z.unknown()),
  resources: z.union([z.literal("dynamic"), z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() }))]),
});
const listSchema = z.object({ skills: z.array(entrySchema), nextCursor: z.string().optional() });

const loopback = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Refuses anything but https, or http on loopback. */
function checkServerUrl(url: string): URL {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.protocol === "https:" || (parsed?.protocol === "http:" && loopback.has(parsed.hostname))) return parsed;
  throw new InstallError({
    code: "BAD_SOURCE",
    message: `${url}: a skills server must be https://…, or http:// on 127.0.0.1, localhost or [::1]`,
    data: { url },
  });
}

export interface ServerSession {
  readonly list: () => Promise<SkillEntry[]>;
  /** The entry's files, verified against it; throws `DIGEST_MISMATCH` naming every bad file. */
  readonly fetch: (entry: SkillEntry) => Promise<FetchedSkill>;
  readonly close: () => Promise<void>;
}

export function nameOfUri(uri: string): string {
  return /^skill:\/\/([^/]+)\/SKILL\.md$/.exec(uri)?.[1] ?? uri;
}

const bytesOf = (contents: { readonly blob: string } | { readonly text: string } | undefined): Uint8Array =>
  contents === undefined
    ? new Uint8Array()
    : "blob" in contents
      ? Buffer.from(contents.blob, "base64")
      : Buffer.from(contents.text, "utf8");

export async function connectServer(url: string, token: string | undefined): Promise<ServerSession> {
  const server = checkServerUrl(url);
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  let refusal: InstallError | undefined;
  let received = 0;
  const client = new Client({ name: "skill-kit-install", version: "1.0.0" });
  const fetch = boundedFetch({
    server,
    maxResponseBytes,
    received: (bytes) => {
      received += bytes;
    },
    refused: (error) => {
      refusal ??= error;
      void client.close();
    },
  });
  const transport = new StreamableHTTPClientTransport(server, { requestInit: { headers }, fetch });
  /** Runs one exchange; a refusal of the fetch (which closes the connection) is the error told, else an SDK error as `SOURCE_UNREACHABLE`. */
  const exchange = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (refusal !== undefined) throw refusal;
      if (InstallError.isInstance(error)) throw error;
      throw new InstallError({
        code: "SOURCE_UNREACHABLE",
        message: `${url}: ${error instanceof Error ? error.message : String(error)}`,
        data: { url },
        cause: error,
      });
    }
  };
  const options = { timeout: requestTimeout };
  await exchange(() => client.connect(transport, options));
  const list = async (): Promise<SkillEntry[]> => {
    const entries: SkillEntry[] = [];
    const start = received;
    let cursor: string | undefined;
    for (let page = 0; page === 0 || cursor !== undefined; page += 1) {
      if (page >= maxListPages) throw listingTooLong(url, `${String(maxListPages)} pages`);
      const params = cursor === undefined ? {} : { cursor };
      const listed = await exchange(() => client.request({ method: "skills/list", params }, listSchema, options));
      entries.push(...listed.skills);
      if (entries.length > maxListedSkills) throw listingTooLong(url, `${String(maxListedSkills)} skills`);
      if (received - start > maxListBytes) throw listingTooLong(url, `${String(maxListBytes)} bytes`);
      cursor = listed.nextCursor;
    }
    return entries;
  };
  const fetchSkill = async (entry: SkillEntry): Promise<FetchedSkill> => {
    const name = nameOfUri(entry.uri);
    const fetched = new Map<string, Uint8Array>();
    for (const file of checkManifest(entry, name)) {
      const read = await exchange(() => client.readResource({ uri: file.uri }, options));
      const bytes = bytesOf(read.contents[0]);
      // Refused at once, so a server answering every read with more than it listed cannot pile them up.
      if (bytes.length !== file.size)
        throw new InstallError({
          code: "DIGEST_MISMATCH",
          message: `${url} does not serve what it lists: ${file.uri} is ${String(bytes.length)} bytes, the entry says ${String(file.size)}`,
          data: { url, uri: file.uri },
        });
      fetched.set(file.uri, bytes);
    }
    const problems = verifySkillFiles(entry, fetched);
    if (problems.length > 0)
      throw new InstallError({
        code: "DIGEST_MISMATCH",
        message: `${url} does not serve what it lists:\n  ${problems.join("\n  ")}`,
        data: { url, problems },
      });
    const prefix = `skill://${name}/`;
    const files: ContentFile[] = [...fetched].map(([uri, bytes]) => ({
      path: uri.slice(prefix.length),
      bytes,
      executable: bytes[0] === 0x23 && bytes[1] === 0x21,
    }));
    return { name, uri: entry.uri, contents: { skill: name, files, links: [] } };
  };
  return { list, fetch: fetchSkill, close: () => client.close() };
}
