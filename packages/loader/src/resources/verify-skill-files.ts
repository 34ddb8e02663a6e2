// A client's side of the MCP Skills Extension (SEP-2640): checks files fetched by `resources/read`
// against the skill's entry from `skills/list` or `skills/get` before the skill is used.
import { isDeepStrictEqual } from "node:util";
import { frontmatterJson } from "./frontmatter-json.js";
import { sha256Digest, skillByteLimit, skillFileLimit } from "./skill-snapshot.js";

/** A skill entry as the extension sends it (`Skill`); only the fields checked here. */
export interface SkillEntry {
  /** The URI of the skill's SKILL.md. */
  readonly uri: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly resources: readonly { readonly uri: string; readonly digest: string; readonly size: number }[] | "dynamic";
}

/**
 * What is wrong with `fetched` (URI → bytes) for `entry`; an empty list when every fetched file is
 * listed with its size and digest, SKILL.md was fetched and its frontmatter equals the entry's, and
 * the entry is within the extension's limits. Files of the entry not fetched yet are not checked.
 */
export function verifySkillFiles(entry: SkillEntry, fetched: ReadonlyMap<string, Uint8Array>): string[] {
  if (entry.resources === "dynamic") return [`${entry.uri}: the skill's files are "dynamic": they carry no digests to check`];
  const listed = new Map(entry.resources.map((file) => [file.uri, file]));
  const problems: string[] = [];
  if (!listed.has(entry.uri)) problems.push(`${entry.uri}: the entry does not list its own SKILL.md`);
  const total = entry.resources.reduce((sum, file) => sum + file.size, 0);
  if (entry.resources.length > skillFileLimit || total > skillByteLimit)
    problems.push(`${entry.uri}: ${String(entry.resources.length)} files, ${String(total)} bytes: over the extension's limits`);
  for (const [uri, bytes] of fetched) {
    const file = listed.get(uri);
    if (file === undefined) problems.push(`${uri}: not listed in the skill's entry`);
    else if (bytes.length !== file.size)
      problems.push(`${uri}: ${String(bytes.length)} bytes, the entry says ${String(file.size)}`);
    else if (sha256Digest(bytes) !== file.digest) problems.push(`${uri}: its sha256 digest differs from the entry's`);
  }
  const skillMd = fetched.get(entry.uri);
  if (skillMd === undefined) return [...problems, `${entry.uri}: SKILL.md was not fetched`];
  const frontmatter = frontmatterJson(Buffer.from(skillMd).toString("utf8"));
  if (!isDeepStrictEqual(frontmatter, asJson(entry.frontmatter)))
    problems.push(`${entry.uri}: SKILL.md's frontmatter differs from the entry's`);
  return problems;
}

/** Both sides as plain JSON data (the parser's mappings may have another prototype). */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}
