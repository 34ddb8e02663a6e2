// A Skills Extension server (SEP-2640): `skills/list` gives each skill's manifest (path, size, sha256
// digest); every file is read with `resources/read` and checked against the manifest (the loader's
// `verifySkillFiles`) before any skill is handed on. Plain http is accepted on loopback only.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type SkillEntry, verifySkillFiles } from "@skill-kit/loader";
import type { ContentFile } from "@skill-kit/scan";
import * as z from "zod";
import type { FetchedSkill } from "../fetched-skill.js";
import { InstallError } from "../install-error.js";
import { checkSafePath } from "../safe-path.js";

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

export async function connectServer(url: string, token: string | undefined): Promise<ServerSession> {
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  const transport = new StreamableHTTPClientTransport(checkServerUrl(url), { requestInit: { headers } });
  const client = new Client({ name: "skill-kit-install", version: "1.0.0" });
  try {
    await client.connect(transport);
  } catch (error) {
    throw new InstallError({
      code: "SOURCE_UNREACHABLE",
      message: `${url}: ${error instanceof Error ? error.message : String(error)}`,
      data: { url },
      cause: error,
    });
  }
  const list = async (): Promise<SkillEntry[]> => {
    const entries: SkillEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.request({ method: "skills/list", params: cursor === undefined ? {} : { cursor } }, listSchema);
      entries.push(...page.skills);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    return entries;
  };
  const fetch = async (entry: SkillEntry): Promise<FetchedSkill> => {
    const name = nameOfUri(entry.uri);
    if (entry.resources === "dynamic")
      throw new InstallError({
        code: "DIGEST_MISMATCH",
        message: `${entry.uri}: the server gives no digests for this skill's files`,
        data: { uri: entry.uri },
      });
    const prefix = `skill://${name}/`;
    const fetched = new Map<string, Uint8Array>();
    for (const file of entry.resources) {
      if (!file.uri.startsWith(prefix))
        throw new InstallError({
          code: "UNSAFE_PATH",
          message: `${file.uri} is not a file of ${entry.uri}`,
          data: { uri: file.uri },
        });
      checkSafePath(file.uri.slice(prefix.length), entry.uri);
      const [contents] = (await client.readResource({ uri: file.uri })).contents;
      fetched.set(
        file.uri,
        contents === undefined
          ? new Uint8Array()
          : "blob" in contents
            ? Buffer.from(contents.blob, "base64")
            : Buffer.from(contents.text, "utf8"),
      );
    }
    const problems = verifySkillFiles(entry, fetched);
    if (problems.length > 0)
      throw new InstallError({
        code: "DIGEST_MISMATCH",
        message: `${url} does not serve what it lists:\n  ${problems.join("\n  ")}`,
        data: { url, problems },
      });
    const files: ContentFile[] = [...fetched].map(([uri, bytes]) => ({
      path: uri.slice(prefix.length),
      bytes,
      executable: bytes[0] === 0x23 && bytes[1] === 0x21,
    }));
    return { name, uri: entry.uri, contents: { skill: name, files, links: [] } };
  };
  return { list, fetch, close: () => client.close() };
}
