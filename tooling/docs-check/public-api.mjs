// The public API of each workspace package (the names its entry points export) and whether its
// README mentions every one of them in code.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Entry points of a package: `.` → src/index.ts, `./x` → src/x/index.ts, as declared in `exports`. */
export function entryPoints(root, dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
  return Object.keys(manifest.exports ?? {})
    .filter((subpath) => subpath !== "./package.json")
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

/** The code a README shows: fenced blocks and inline code spans. */
function codeText(readme) {
  const fenced = [...readme.matchAll(/^ {0,3}```[^\n]*\n([\s\S]*?)^ {0,3}```/gm)].map((match) => match[1] ?? "");
  const inline = [...readme.replace(/^ {0,3}```[^\n]*\n[\s\S]*?^ {0,3}```/gm, "").matchAll(/`([^`\n]+)`/g)].map(
    (match) => match[1] ?? "",
  );
  return [...fenced, ...inline].join("\n");
}

/** Problems: exports the README does not show in code. */
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
