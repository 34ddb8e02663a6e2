// The public API of each workspace package (the names its public entry points export) and its
// README's API list: the first column of the tables headed `export` (or `type`) under `## API` (or
// `## Public API`). The list must name exactly the public exports, both ways.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Packages whose README is not held to its API list yet, each with the reason; they keep the older,
 * one-way check (every export shown somewhere in the README's code).
 */
export const apiListExempt = {
  "packages/mcp-transport":
    "TODO(issue 18, item 5): ServeOptions and SkillServerOptions are named only in the API table's second column, and the ./testing and ./stdio exports only in prose; mcp-transport was another helper's this round",
};

/**
 * Public entry points of a package: `.` → src/index.ts, `./x` → src/x/index.ts, as declared in
 * `exports`. `./internal` (what siblings share, not public API) is left out.
 */
export function entryPoints(root, dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
  return Object.keys(manifest.exports ?? {})
    .filter((subpath) => subpath !== "./package.json" && subpath !== "./internal")
    .map((subpath) => ({
      subpath: subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
      file: subpath === "." ? "src/index.ts" : `src/${subpath.slice(2)}/index.ts`,
    }))
    .filter((entry) => existsSync(join(root, dir, entry.file)));
}

/** Exported names of one entry file; `export * from "pkg"` is reported as `{ star: "pkg" }`. */
export function exportedNames(source) {
  const names = new Set();
  const stars = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  for (const match of code.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of (match[1] ?? "").split(",")) {
      const parts = item
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/);
      const name = (parts[1] ?? parts[0] ?? "").trim();
      if (name !== "") names.add(name);
    }
  }
  for (const match of code.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(match[1] ?? "");
  for (const match of code.matchAll(/export\s+\*\s+from\s+["']([^"']+)["']/g)) stars.push(match[1] ?? "");
  return { names: [...names].filter(Boolean), stars };
}

/** Names a workspace package's main entry exports, following its own `export *` of workspace packages. */
function starNames(root, specifier) {
  const folder = specifier.replace(/^@skill-kit\//, "");
  const file = join(root, "packages", folder, "src/index.ts");
  if (!specifier.startsWith("@skill-kit/") || folder.includes("/") || !existsSync(file)) return [];
  const { names, stars } = exportedNames(readFileSync(file, "utf8"));
  return [...names, ...stars.flatMap((star) => starNames(root, star))];
}

/** The code a README shows: fenced blocks and inline code spans. */
function codeText(readme) {
  const fenced = [...readme.matchAll(/^ {0,3}```[^\n]*\n([\s\S]*?)^ {0,3}```/gm)].map((match) => match[1] ?? "");
  const inline = [...readme.replace(/^ {0,3}```[^\n]*\n[\s\S]*?^ {0,3}```/gm, "").matchAll(/`([^`\n]+)`/g)].map(
    (match) => match[1] ?? "",
  );
  return [...fenced, ...inline].join("\n");
}

/** The cells of one table row; `\|` inside a cell is text, not a separator. */
function cells(row) {
  return row
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** What a code span names: its leading identifier (after `new ` or `type `), or a package specifier. */
function spanName(span) {
  const text = span.trim().replace(/^(?:new|type)\s+/, "");
  if (text.startsWith("@")) return { specifier: text };
  const identifier = /^[A-Za-z_$][\w$]*/.exec(text);
  return identifier === null ? {} : { name: identifier[0] };
}

/**
 * The API list of a README: for each row of a table headed `export` or `type` in the API section,
 * its line, the names its first cell lists (before any `→`), the names it mentions anywhere in the
 * first cell (a return type after `→` included) and the package specifiers it names
 * (`everything of @skill-kit/primitives`). `undefined` when the README has no API section.
 */
export function apiList(readme) {
  const lines = readme.split("\n");
  const start = lines.findIndex((line) => /^##\s+(?:Public\s+)?API\s*$/.test(line));
  if (start === -1) return undefined;
  const rows = [];
  let header;
  let fence;
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (/^##\s/.test(line)) break;
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence !== undefined || !line.trimStart().startsWith("|")) {
      header = undefined;
      continue;
    }
    const [first = ""] = cells(line);
    if (header === undefined) {
      header = first.replace(/`/g, "").toLowerCase();
      continue;
    }
    if (/^:?-+:?$/.test(first) || (header !== "export" && header !== "type")) continue;
    const spans = (text) => [...text.matchAll(/(`+)([\s\S]*?[^`])\1(?!`)/g)].map((match) => spanName(match[2] ?? ""));
    const [named = "", returned = ""] = first.split("→");
    const listed = spans(named);
    const mentioned = [...listed, ...spans(returned)];
    rows.push({
      line: index + 1,
      names: listed.flatMap((span) => (span.name === undefined ? [] : [span.name])),
      mentioned: mentioned.flatMap((span) => (span.name === undefined ? [] : [span.name])),
      specifiers: mentioned.flatMap((span) => (span.specifier === undefined ? [] : [span.specifier])),
    });
  }
  return rows;
}

/** The public exports of a package: each name with the entry point that exports it, and the star re-exports. */
export function publicExports(root, dir) {
  const names = new Map();
  const stars = [];
  for (const entry of entryPoints(root, dir)) {
    const exported = exportedNames(readFileSync(join(root, dir, entry.file), "utf8"));
    for (const name of exported.names) names.set(name, entry.subpath);
    for (const star of exported.stars) stars.push({ star, subpath: entry.subpath });
  }
  return { names, stars };
}

/**
 * Problems with a package README's API list: an export it does not name, a star re-export whose
 * package it does not name, and a listed name that no public entry point exports.
 */
export function apiListProblems(root, dir) {
  const readmePath = join(root, dir, "README.md");
  if (!existsSync(readmePath)) return [`${dir}/README.md is missing`];
  const rows = apiList(readFileSync(readmePath, "utf8"));
  if (rows === undefined || rows.length === 0)
    return [`${dir}/README.md has no API list (a table headed \`export\` under \`## API\`)`];
  const { names, stars } = publicExports(root, dir);
  const mentioned = new Set(rows.flatMap((row) => row.mentioned));
  const specifiers = new Set(rows.flatMap((row) => row.specifiers));
  const problems = [];
  for (const [name, subpath] of names)
    if (!mentioned.has(name)) problems.push(`${dir}/README.md: the API list does not name \`${name}\`, exported by ${subpath}`);
  for (const { star, subpath } of stars)
    if (!specifiers.has(star))
      problems.push(`${dir}/README.md: the API list does not name ${star}, re-exported whole by ${subpath}`);
  const reexported = new Set(stars.flatMap(({ star }) => starNames(root, star)));
  for (const row of rows)
    for (const name of row.names)
      if (!names.has(name) && !reexported.has(name))
        problems.push(`${dir}/README.md:${row.line}: the API list names \`${name}\`, which no public entry point exports`);
  return problems;
}

/** Problems: exports the README does not show anywhere in code (the check for apps and exempt packages). */
export function missingExports(root, dir) {
  const readmePath = join(root, dir, "README.md");
  if (!existsSync(readmePath)) return [`${dir}/README.md is missing`];
  const shown = codeText(readFileSync(readmePath, "utf8"));
  const problems = [];
  for (const entry of entryPoints(root, dir)) {
    const { names, stars } = exportedNames(readFileSync(join(root, dir, entry.file), "utf8"));
    for (const name of names) {
      if (!new RegExp(`(^|[^\\w$])${name.replace(/\$/g, "\\$")}([^\\w$]|$)`, "m").test(shown))
        problems.push(`${dir}/README.md does not show \`${name}\`, exported by ${entry.subpath}`);
    }
    for (const star of stars)
      if (!shown.includes(star)) problems.push(`${dir}/README.md does not name ${star}, re-exported whole by ${entry.subpath}`);
  }
  return problems;
}
