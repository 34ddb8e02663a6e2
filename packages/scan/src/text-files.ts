// Which files the text rules read. Decoding and searching every byte of a large skill costs more than
// reading it, so each text file is first searched for the words any text rule needs and for hidden
// characters (the expressions below look for those only in a file with a byte above 0x7F); only the
// files that hold one are decoded and handed to the rules. The search runs over the bytes
// (`byteKinds`, in WebAssembly) or, where WebAssembly cannot run, with the expressions below over a
// Latin-1 view of the bytes (a cheap one-byte string in which ASCII words read the same). SKILL.md
// goes to its own rules as its bytes, the words its rules look for, and a text made on first use.
// `everyTextFile` is the same input without these searches (the tests compare the two).
import { isAscii } from "node:buffer";
import { type ByteMarks, byteKinds, marksOf } from "./byte-search.js";
import { mayHideCharacters } from "./hidden-candidates.js";
import { kindBit } from "./search-words.js";
import type { SkillContents } from "./skill-contents.js";

/**
 * A superset of what `download-execute` can match (the same words as search-words.ts): `curl` or `wget` (its shell forms), or `iex` /
 * `invoke-ex…` in any case (its PowerShell forms). Each word starts at a letter or ends at an `x`,
 * so the search stops at few characters; a new form must add its word here.
 */
const fetchWords = /curl|wget|x(?<=iex|invoke-ex)/i;
/**
 * A superset of the secret locations `secret-exfiltration` looks for (the same words as search-words.ts), in any case: a dot and a secret
 * file's name, or an `_` inside `id_rsa`, `aws_secret…` or `application_default…`. Likewise.
 */
const secretWords =
  /\.(?:ssh|aws|azure|kube|docker|netrc|npmrc|pypirc|git-credentials|env|config\/gcloud)|_(?:(?<=id_)(?:rsa|dsa|ecdsa|ed25519)|(?<=aws_)secret|(?<=application_)default)/i;
/** The secret words with an `_` (search-words.ts's `key` words): without one, `secret-exfiltration` needs only its dotted locations. */
const keyWords = /_(?:(?<=id_)(?:rsa|dsa|ecdsa|ed25519)|(?<=aws_)secret|(?<=application_)default)/i;
/** Both lists in one expression: most files hold no word at all, and one pass tells. */
const anyWord = new RegExp(`${secretWords.source}|${fetchWords.source}`, "gi");
const fetchFrom = new RegExp(fetchWords.source, "gi");
const secretFrom = new RegExp(secretWords.source, "gi");

/** Whether `pattern` (global) matches `text` at or after `from`. */
function matchesFrom(pattern: RegExp, text: string, from: number): boolean {
  pattern.lastIndex = from;
  return pattern.test(text);
}

/** Which kinds of word `text` holds. The first word found tells one kind; the other is looked for only after it. */
function wordsIn(text: string): { readonly fetch: boolean; readonly secret: boolean } {
  anyWord.lastIndex = 0;
  const first = anyWord.exec(text);
  if (first === null) return { fetch: false, secret: false };
  // Every secret word starts with a dot or an underscore, and no fetch word does.
  const secret = first[0].startsWith(".") || first[0].startsWith("_");
  return secret
    ? { fetch: matchesFrom(fetchFrom, text, first.index), secret }
    : { fetch: true, secret: matchesFrom(secretFrom, text, first.index) };
}

const decoder = new TextDecoder("utf-8");

export interface TextFiles {
  /** Path → UTF-8 text, for every text file a text rule may match (SKILL.md included when it holds a word). */
  readonly texts: Map<string, string>;
  /** The text files whose bytes may hold a hidden character. */
  readonly mayHide: Set<string>;
  /** The text files that hold a word of a download-and-execute form. */
  readonly mayFetch: Set<string>;
  /** The text files that hold a word of a secret location. */
  readonly mayNameSecrets: Set<string>;
  /** The text files that hold a secret location's word with an `_` (`id_rsa`, `aws_secret…`, `application_default…`). */
  readonly mayNameKeys: Set<string>;
  /** SKILL.md, when it is a text file. */
  readonly skillMd?: SkillMd;
}

/** SKILL.md for the rules that read it: most only need to know whether a word is there. */
export interface SkillMd {
  readonly bytes: Buffer;
  /** Its UTF-8 text, made on first use (a SKILL.md is decoded only when a rule needs its text). */
  readonly text: () => string;
  /** It holds `allowed-tools` (in any case, from the byte search). */
  readonly mayGrantTools: boolean;
  /** It holds `` !` ``. */
  readonly mayRunCommands: boolean;
  /**
   * It opens with a `---` line (no blank line or BOM before) and holds a later line that is just
   * `---`: its frontmatter is closed. False when unknown.
   */
  readonly closes: boolean;
}

/**
 * Whether `bytes` open with a `---` line and hold a later line that is just `---` (a sufficient test:
 * the frontmatter splits, whatever else the file holds; other layouts are left to the split).
 */
const closesFrontmatter = (bytes: Buffer): boolean =>
  bytes[0] === 0x2d &&
  bytes[1] === 0x2d &&
  bytes[2] === 0x2d &&
  (bytes[3] === 0x0a || (bytes[3] === 0x0d && bytes[4] === 0x0a)) &&
  (bytes.includes("\n---\n", 3) || bytes.includes("\n---\r", 3));

type SkillMdWords = Pick<SkillMd, "mayGrantTools" | "mayRunCommands" | "closes">;

/** SKILL.md's words from the byte search's kinds, or from its Latin-1 view where WebAssembly cannot run. */
function skillMdWords(bytes: Buffer, kinds: number | undefined, view: string | undefined): SkillMdWords {
  if (kinds === undefined) {
    const latin1 = view ?? bytes.toString("latin1");
    return {
      mayGrantTools: latin1.includes("allowed-tools"),
      mayRunCommands: latin1.includes("!`") || mayFenceCommand(bytes),
      closes: closesFrontmatter(bytes),
    };
  }
  return {
    mayGrantTools: (kinds & kindBit.tools) !== 0,
    mayRunCommands: (kinds & kindBit.command) !== 0 || mayFenceCommand(bytes),
    closes: closesFrontmatter(bytes),
  };
}

/**
 * Whether a backtick fence's info string may start with `!` (a fenced dynamic command, which has no
 * `` !` ``): three backticks, more backticks, spaces or tabs, then `!`. Where a line starts is left
 * to the rule, which reads the text.
 */
function mayFenceCommand(bytes: Buffer): boolean {
  for (let at = bytes.indexOf("```"); at !== -1; at = bytes.indexOf("```", at + 3)) {
    let next = at + 3;
    while (bytes[next] === 0x60 || bytes[next] === 0x20 || bytes[next] === 0x09) next += 1;
    if (bytes[next] === 0x21) return true;
  }
  return false;
}

function skillMdOf(bytes: Buffer, words: SkillMdWords, text?: string): SkillMd {
  let decoded = text;
  // ASCII bytes read the same as Latin-1 and as UTF-8 (no BOM, nothing to replace).
  return { bytes, ...words, text: () => (decoded ??= isAscii(bytes) ? bytes.toString("latin1") : decoder.decode(bytes)) };
}

/** The bytes as a Buffer (`readSkillContents` reads Buffers already: no new object for those). */
const bufferOf = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A file is text when its first 8 KiB hold no NUL byte. */
function isText(bytes: Buffer): boolean {
  const nul = bytes.indexOf(0);
  return nul === -1 || nul >= 8192;
}

/** What the searches found in a text file, with its text when a text rule may need it. */
interface Searched extends ByteMarks {
  readonly text?: string;
  /** SKILL.md's words, when the file is SKILL.md. */
  readonly skillMd?: SkillMdWords;
}

const textKinds = kindBit.fetch | kindBit.secret | kindBit.key;
const skillMdKinds = kindBit.tools | kindBit.command;

/** A string is made only of a file that holds something (or, where WebAssembly cannot run, of every file). */
function searched(bytes: Buffer, isSkillMd: boolean): Searched {
  // Hidden characters are looked for in every file: their bytes are above 0x7F, so an ASCII file never
  // holds one, and `isAscii` is asked only of a file that holds something.
  const kinds = byteKinds(bytes, textKinds | kindBit.hidden | (isSkillMd ? skillMdKinds : 0));
  let view: string | undefined;
  const marks = kinds === undefined ? viewMarks((view = bytes.toString("latin1")), isAscii(bytes)) : marksOf(kinds);
  const held = isSkillMd ? { ...marks, skillMd: skillMdWords(bytes, kinds, view) } : marks;
  if (!marks.hide && !marks.fetch && !marks.secret) return held;
  // ASCII bytes read the same as Latin-1 and as UTF-8 (no BOM, nothing to replace): one string serves both.
  return { text: isAscii(bytes) ? (view ?? bytes.toString("latin1")) : decoder.decode(bytes), ...held };
}

/** What `byteMarks` finds, found with the expressions in a file's Latin-1 view (where WebAssembly cannot run). */
export function viewMarks(view: string, ascii: boolean): ByteMarks {
  const words = wordsIn(view);
  return { hide: !ascii && mayHideCharacters(view), ...words, key: words.secret && keyWords.test(view) };
}

export function textFiles(contents: SkillContents): TextFiles {
  return collect(contents, searched);
}

/** Every text file decoded and marked for every text rule: what `textFiles` must agree with. */
export function everyTextFile(contents: SkillContents): TextFiles {
  return collect(contents, (bytes, isSkillMd) => ({
    text: decoder.decode(bytes),
    hide: true,
    fetch: true,
    secret: true,
    key: true,
    ...(isSkillMd ? { skillMd: { mayGrantTools: true, mayRunCommands: true, closes: false } } : {}),
  }));
}

/** The text files of a skill as `mark` finds each, SKILL.md apart too. */
function collect(contents: SkillContents, mark: (bytes: Buffer, isSkillMd: boolean) => Searched): TextFiles {
  const found = {
    texts: new Map<string, string>(),
    mayHide: new Set<string>(),
    mayFetch: new Set<string>(),
    mayNameSecrets: new Set<string>(),
    mayNameKeys: new Set<string>(),
  };
  let skillMd: SkillMd | undefined;
  for (const file of contents.files) {
    const bytes = bufferOf(file.bytes);
    if (!isText(bytes)) continue;
    const isSkillMd = file.path === "SKILL.md";
    const held = mark(bytes, isSkillMd);
    if (isSkillMd) skillMd = skillMdOf(bytes, held.skillMd ?? skillMdWords(bytes, undefined, undefined), held.text);
    if (held.text !== undefined) found.texts.set(file.path, held.text);
    if (held.hide) found.mayHide.add(file.path);
    if (held.fetch) found.mayFetch.add(file.path);
    if (held.secret) found.mayNameSecrets.add(file.path);
    if (held.key) found.mayNameKeys.add(file.path);
  }
  return skillMd === undefined ? found : { ...found, skillMd };
}
