// What the docs say about a built skill's bin/, and whether a real build bears it out. Two kinds of
// statement are checked, both marked in the Markdown:
// - a fenced block with `check=bin-files` (```text check=bin-files): the folder listing. Its
//   `bin/…` lines must be exactly the files of bin/ (`<name>` stands for the skill's name), and a
//   size on such a line (`about 190 KB`) must hold for that file;
// - `<!-- check=bin-size bin/mcp.cjs -->` (or `bin/` for the whole folder) just before a figure
//   in prose: the first figure after the marker on that line must hold.
// A listing marked `check=bin-files with=http,stores` holds the files `skill-kit build --with
// http,stores` adds, exactly; a size of such a file (`bin/mcp-http.cjs`) is that build's.
// A figure holds when the real size is within `sizeTolerance` of it (of its ends, for a range).
import { codeBlocks } from "./markdown.mjs";

/** How far a quoted size may be from the build's: 5 % either way (the code cache and bundles move a little). */
export const sizeTolerance = 0.05;

const units = { bytes: 1, KB: 1000, MB: 1_000_000 };
const figure = /(\d[\d,]*(?:\.\d+)?)(?:\s*(?:–|-|to)\s*(\d[\d,]*(?:\.\d+)?))?\s*(KB|MB|bytes)\b/;
const marker = /<!--\s*check=bin-size\s+(\S+)\s*-->/g;

/** A size figure in bytes: `190 KB` → { low: 190000, high: 190000 }; `610–650 KB` a range. KB is 1,000 bytes. */
export function parseSize(text) {
  const match = figure.exec(text);
  if (match === null) return undefined;
  const scale = units[match[3] ?? "bytes"] ?? 1;
  const number = (digits) => Number((digits ?? "").replaceAll(",", "")) * scale;
  const low = number(match[1]);
  return { low, high: match[2] === undefined ? low : number(match[2]), text: match[0] };
}

/** The checked statements of one Markdown file: bin/ listings and size figures, with their lines. */
export function binClaims(markdown) {
  const lists = [];
  const sizes = [];
  const problems = [];
  for (const block of codeBlocks(markdown)) {
    if (!block.flags.includes("check=bin-files")) continue;
    const files = [];
    const withParts = block.flags.some((flag) => flag.startsWith("with="));
    block.code.split("\n").forEach((text, index) => {
      const file = /^\s*(bin\/\S+)/.exec(text)?.[1];
      if (file === undefined) return;
      const line = block.line + index;
      files.push({ file, line });
      const size = parseSize(text.slice(text.indexOf(file) + file.length));
      if (size !== undefined) sizes.push({ target: file, line, ...size });
    });
    lists.push({ line: block.line, files, withParts });
  }
  markdown.split("\n").forEach((text, index) => {
    for (const match of text.matchAll(marker)) {
      const size = parseSize(text.slice((match.index ?? 0) + match[0].length));
      if (size === undefined) problems.push({ line: index + 1, message: `${match[0]} is not followed by a size on its line` });
      else sizes.push({ target: match[1] ?? "", line: index + 1, ...size });
    }
  });
  return { lists, sizes, problems };
}

/**
 * What in `markdown` (the file `doc`) a build contradicts. `build` is the skill's `name` and its
 * bin/ files with their sizes in bytes (`Map` of file name → size); `build.parts`, the files a build
 * `--with http,stores` adds, with theirs (needed only when the docs speak of them: `needsParts`).
 */
export function binProblems({ doc, markdown, build }) {
  const claims = binClaims(markdown);
  const problems = claims.problems.map(({ line, message }) => `${doc}:${line}: ${message}`);
  const real = (file) => file.replaceAll("<name>", build.name);
  const parts = build.parts ?? new Map();
  for (const list of claims.lists) {
    const built = [...(list.withParts ? parts : build.files).keys()].map((file) => `bin/${file}`).sort();
    const words = list.withParts
      ? { not: "a build --with http,stores does not add", has: "it adds", does: "a build --with http,stores adds" }
      : { not: "a build does not write", has: "bin/ has", does: "a build writes" };
    const listed = list.files.map(({ file }) => real(file));
    for (const { file, line } of list.files)
      if (!built.includes(real(file)))
        problems.push(`${doc}:${line}: lists ${file}, which ${words.not} (${words.has} ${built.join(", ")})`);
    for (const file of built)
      if (!listed.includes(file)) problems.push(`${doc}:${list.line}: this bin/ listing leaves out ${file}, which ${words.does}`);
  }
  const total = [...build.files.values()].reduce((sum, size) => sum + size, 0);
  for (const claim of claims.sizes) {
    const target = real(claim.target);
    const file = target.replace(/^bin\//, "");
    const size = target === "bin/" || target === "bin" ? total : (build.files.get(file) ?? parts.get(file));
    if (size === undefined) {
      problems.push(`${doc}:${claim.line}: a size is given for ${claim.target}, which a build does not write`);
      continue;
    }
    const low = claim.low * (1 - sizeTolerance);
    const high = claim.high * (1 + sizeTolerance);
    if (size < low || size > high)
      problems.push(
        `${doc}:${claim.line}: "${claim.text}" for ${claim.target} is off: a build of ${build.name} has ${size.toLocaleString("en")} bytes (${Math.round(size / 1000)} KB; ±${sizeTolerance * 100} % allowed)`,
      );
  }
  return problems;
}

/** True when the Markdown speaks of what `--with http,stores` adds (so the docs-check builds that too): a listing marked `with=`, or a size of a file `defaults` (the default build's files) lacks. */
export function needsParts(markdown, defaults) {
  const claims = binClaims(markdown);
  return (
    claims.lists.some((list) => list.withParts) ||
    claims.sizes.some(
      ({ target }) =>
        target !== "bin/" && target !== "bin" && !/<name>/.test(target) && !defaults.has(target.replace(/^bin\//, "")),
    )
  );
}

/** True when the Markdown has a statement this checks (so the docs-check builds a skill only then). */
export function hasBinClaims(markdown) {
  const claims = binClaims(markdown);
  return claims.lists.length > 0 || claims.sizes.length > 0 || claims.problems.length > 0;
}
