// One entry of skills-lock.json, checked on its own: an entry skill-kit wrote (with `skillKit`), an
// entry the `skills` CLI wrote (no `skillKit`: only its `computedHash` to verify against), or a
// refusal naming the field, which leaves every other entry of the lock usable.
import { type HostId, isHostId } from "@skill-kit/primitives";
import type { LockedFile, LockEntry } from "./lockfile.js";
import { checkSafePath } from "./safe-path.js";
import { isSkillName } from "./skill-name.js";

type Json = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

class Refused extends Error {}

/** C0 and C1 control characters: printed, they could drive the terminal. */
function hasControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function refuse(message: string): never {
  throw new Refused(message);
}

const read = ["source", "sourceType", "sourceUrl", "ref", "skillPath", "computedHash", "skillKit"];

function optionalString(from: Json, key: string, where: string): Record<string, string> {
  const item = from[key];
  if (item === undefined) return {};
  if (typeof item !== "string") refuse(`${where}.${key} must be a string`);
  return { [key]: item };
}

function safePath(path: string, where: string): string {
  try {
    return checkSafePath(path, where);
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
}

function lockedFile(value: unknown, where: string): LockedFile {
  if (!isRecord(value)) refuse(`${where} must be an object`);
  const { size, sha256, executable } = value;
  const path = typeof value["path"] === "string" ? safePath(value["path"], where) : refuse(`${where}.path must be a string`);
  if (typeof size !== "number" || !Number.isInteger(size) || size < 0) refuse(`${where}.size must be a whole number`);
  if (typeof sha256 !== "string" || !/^[0-9a-f]{64}$/.test(sha256)) refuse(`${where}.sha256 must be 64 lowercase hex digits`);
  return { path, size, sha256, ...(executable === true ? { executable: true } : {}) };
}

function skillKitOf(skillKit: Json, where: string): LockEntry["skillKit"] {
  const files = Array.isArray(skillKit["files"]) ? skillKit["files"] : refuse(`${where}.files must be a list`);
  const agents = Array.isArray(skillKit["agents"]) ? skillKit["agents"] : refuse(`${where}.agents must be a list`);
  return {
    ...optionalString(skillKit, "commit", where),
    ...optionalString(skillKit, "uri", where),
    agents: agents.map(
      (agent: unknown): HostId =>
        typeof agent === "string" && isHostId(agent)
          ? agent
          : refuse(`${where}.agents has an unknown host ${JSON.stringify(agent)}`),
    ),
    files: files.map((file: unknown, index) => lockedFile(file, `${where}.files[${String(index)}]`)),
  };
}

function entryOf(name: string, value: unknown): LockEntry {
  const where = isSkillName(name) ? `skills.${name}` : `skills[${JSON.stringify(name.slice(0, 80))}]`;
  if (!isSkillName(name))
    refuse(
      `${where}: refusing the skill name: a name is 1–64 lowercase letters, digits and single hyphens, and becomes a folder name`,
    );
  if (!isRecord(value)) refuse(`${where} must be an object`);
  const { source, sourceType, computedHash, skillKit } = value;
  if (typeof source !== "string" || source === "") refuse(`${where}.source must be a non-empty string`);
  if (typeof sourceType !== "string" || sourceType === "") refuse(`${where}.sourceType must be a non-empty string`);
  if (typeof computedHash !== "string" || !/^[0-9a-f]{64}$/.test(computedHash))
    refuse(`${where}.computedHash must be 64 lowercase hex digits`);
  const strings = { ...optionalString(value, "sourceUrl", where), ...optionalString(value, "ref", where) };
  for (const [key, text] of Object.entries({ source, sourceType, ...strings })) {
    if (hasControl(text)) refuse(`${where}.${key}: refusing ${JSON.stringify(text.slice(0, 80))}: control characters`);
    if (text.startsWith("-") || /^[a-z][a-z0-9+.-]*::/i.test(text))
      refuse(`${where}.${key}: refusing ${JSON.stringify(text.slice(0, 80))}: it could be read as a git option or transport`);
  }
  const skillPath = typeof value["skillPath"] === "string" ? safePath(value["skillPath"], `${where}.skillPath`) : undefined;
  if (value["skillPath"] !== undefined && (skillPath === undefined || !/(?:^|\/)SKILL\.md$/.test(skillPath)))
    refuse(`${where}.skillPath must be a relative path ending in SKILL.md`);
  const others = Object.fromEntries(Object.entries(value).filter(([key]) => !read.includes(key)));
  const common = {
    source,
    sourceType,
    ...strings,
    ...(skillPath === undefined ? {} : { skillPath }),
    computedHash,
    ...(Object.keys(others).length > 0 ? { otherFields: others } : {}),
  };
  if (skillKit === undefined) return { ...common, writtenBy: "skills", skillKit: { agents: ["generic"], files: [] } };
  if (!isRecord(skillKit)) refuse(`${where}.skillKit must be an object`);
  if (sourceType !== "local" && sourceType !== "git" && sourceType !== "mcp")
    refuse(`${where}.sourceType ${JSON.stringify(sourceType)} is not one skill-kit writes (local, git, mcp)`);
  return { ...common, skillKit: skillKitOf(skillKit, `${where}.skillKit`) };
}

/** The entry, or why it is refused (a sentence naming the field). */
export function parseLockEntry(name: string, value: unknown): LockEntry | { readonly refused: string } {
  try {
    return entryOf(name, value);
  } catch (error) {
    if (error instanceof Refused) return { refused: error.message };
    throw error;
  }
}

/** The entry as the file holds it: an entry the `skills` CLI wrote goes back without a `skillKit` block. */
export function entryJson(entry: LockEntry): Json {
  const { writtenBy, otherFields, skillKit, ...fields } = entry;
  return { ...fields, ...(writtenBy === "skills" ? {} : { skillKit }), ...otherFields };
}
