// The docs-check (this package's `typecheck`): every ```ts block of the docs compiles against the
// workspace packages and every skill among them passes lint, every ```json block parses, blocks tied
// to a file or a diagram match it, every relative link and every repository path a doc names leads
// somewhere, every table row has its header's cells, every package README's API list names exactly
// the exports of its public entry points, every app README shows its exports, ARCHITECTURE.md draws
// the arrows the lint rule enforces, the corpus figures the docs mark are what the code counts, and the bin/ files and sizes the docs quote
// match a build of the README's skill.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import process from "node:process";
import { architectureProblems } from "./architecture.mjs";
import { binProblems, hasBinClaims, needsParts } from "./bin-claims.mjs";
import { corpusClaims, corpusProblems, corpusRootOf } from "./corpus-figures.mjs";
import { guideProblems } from "./commands.mjs";
import { codeBlocks, flagValue, markdownFiles, readText } from "./markdown.mjs";
import { tableShapeProblems } from "./markdown-tables.mjs";
import { apiListExempt, apiListProblems, missingExports } from "./public-api.mjs";
import { referenceProblemsIn, referencingDocs } from "./references.mjs";

const here = import.meta.dirname;
const root = resolve(here, "../..");
const generated = join(here, "generated");
const require = createRequire(import.meta.url);
const problems = [];
/** Generated file → the Markdown place its first line came from. */
const origins = new Map();
let skillsLinted = 0;

rmSync(generated, { recursive: true, force: true });
mkdirSync(generated, { recursive: true });

for (const doc of markdownFiles(root)) {
  const text = readText(root, doc);
  problems.push(...tableShapeProblems(doc, text));
  for (const block of codeBlocks(text)) checkBlock(doc, block);
}
problems.push(...referenceProblemsIn(root));
await checkCorpusFigures();
for (const zone of ["packages", "apps"]) {
  for (const name of readdirSync(join(root, zone)).sort()) {
    const dir = `${zone}/${name}`;
    if (!existsSync(join(root, dir, "package.json"))) continue;
    problems.push(...(zone === "packages" && !(dir in apiListExempt) ? apiListProblems(root, dir) : missingExports(root, dir)));
  }
}
problems.push(...architectureProblems(root));
problems.push(...guideProblems(root));
checkBinClaims();
typecheck();
await lintExamples();

if (problems.length > 0) {
  process.stderr.write(`${problems.map((problem) => `✗ ${problem}`).join("\n")}\n✗ docs-check: ${problems.length} problem(s)\n`);
  process.exit(1);
}
process.stderr.write(
  `✓ docs-check: ${origins.size} TypeScript examples compile, ${skillsLinted} skills among them pass skill-kit check; code, diagrams, links, repository paths, tables, API lists, architecture arrows, guide commands, corpus figures and bin/ figures are in step\n`,
);

function checkBlock(doc, block) {
  const where = `${doc}:${block.line}`;
  const file = flagValue(block, "file");
  const graph = flagValue(block, "graph");
  if (file !== undefined) {
    if (!existsSync(join(root, file))) problems.push(`${where}: file=${file} does not exist`);
    else if (readText(root, file) !== block.code)
      problems.push(`${where}: this block must be exactly ${file} (copy the file into the block)`);
    return;
  }
  if (graph !== undefined) {
    let drawn;
    try {
      drawn = cli(["graph", join(root, graph), "--format", block.lang === "dot" ? "dot" : "mermaid"]);
    } catch (error) {
      problems.push(`${where}: \`skill-kit graph ${graph}\` failed: ${String(error.stderr ?? error.message).trim()}`);
      return;
    }
    if (`${drawn.trimEnd()}\n` !== block.code)
      problems.push(`${where}: this diagram is not what \`skill-kit graph ${graph}\` prints now (paste its output)`);
    return;
  }
  if (block.flags.includes("no-check")) return;
  if (block.lang === "json") {
    try {
      JSON.parse(block.code);
    } catch (error) {
      problems.push(`${where}: not valid JSON: ${error.message}`);
    }
  }
  if (block.lang !== "ts" && block.lang !== "typescript") return;
  const name = `${doc.replace(/[^A-Za-z0-9]+/g, "-")}-L${block.line}.ts`;
  origins.set(name, { doc, line: block.line });
  writeFileSync(join(generated, name), `${block.code}export {};\n`);
}

function cli(args) {
  const bin = join(dirname(require.resolve("@skill-kit/cli/package.json")), "dist/bin.js");
  return execFileSync(process.execPath, [bin, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * The bin/ listings and sizes the docs quote (`bin-claims.mjs`) against a real build of the README's
 * skill, release-notes. `required` must each hold a checked listing, so it cannot be dropped unnoticed.
 */
function checkBinClaims() {
  const required = ["docs/building.md", "packages/builder/README.md", "apps/cli/README.md"];
  const docs = markdownFiles(root).filter((doc) => hasBinClaims(readText(root, doc)));
  for (const doc of required)
    if (!docs.includes(doc)) problems.push(`${doc} has no bin/ listing marked \`check=bin-files\` (\`\`\`text check=bin-files)`);
  if (docs.length === 0) return;
  const defaults = buildBin("release-notes", []);
  if (defaults === undefined) return;
  let parts;
  if (docs.some((doc) => needsParts(readText(root, doc), defaults.files))) {
    const all = buildBin("release-notes-with-parts", ["--with", "http,stores"]);
    if (all === undefined) return;
    parts = new Map([...all.files].filter(([file]) => !defaults.files.has(file)));
  }
  const build = { ...defaults, ...(parts === undefined ? {} : { parts }) };
  for (const doc of docs) problems.push(...binProblems({ doc, markdown: readText(root, doc), build }));
}

/** `{ name, files }` (bin/'s files and their sizes) of the README's skill built into `generated/bin-build/<folder>`, or undefined (a problem noted). */
function buildBin(folder, flags) {
  const outDir = join(generated, "bin-build", folder);
  let name;
  try {
    const summary = JSON.parse(
      cli(["build", join(here, "skills/release-notes.ts"), "-o", outDir, "--json", "--no-typecheck", ...flags]),
    );
    name = summary.name;
  } catch (error) {
    const how = flags.length === 0 ? "" : ` ${flags.join(" ")}`;
    problems.push(
      `building skills/release-notes.ts${how} for the bin/ figures failed: ${String(error.stderr ?? error.message).trim()}`,
    );
    return undefined;
  }
  const bin = join(outDir, "bin");
  const files = new Map(
    readdirSync(bin)
      .sort()
      .map((file) => [file, statSync(join(bin, file)).size]),
  );
  return { name, files };
}

/** The corpus figures the docs mark (`check=corpus`) against what the scan's discovery finds; skipped, with a note, without the corpus. */
async function checkCorpusFigures() {
  const claims = referencingDocs(root).flatMap(({ doc }) => corpusClaims(doc, readText(root, doc)));
  const { problems: found, note } = corpusProblems(claims, { corpus: corpusRootOf(root), scan: await import("@skill-kit/scan") });
  problems.push(...found);
  if (note !== undefined) process.stderr.write(`docs-check: ${note}\n`);
}

/** One tsc run over the extracted blocks and skills/; errors point back at the Markdown lines. */
function typecheck() {
  // Blocks may `import definition from "./skill.js"`: the README's skill.
  writeFileSync(join(generated, "skill.ts"), `export { default } from "../skills/release-notes.js";\n`);
  const config = { extends: "../tsconfig.json", include: ["*.ts", "../skills/*.ts"] };
  writeFileSync(join(generated, "tsconfig.json"), `${JSON.stringify(config, null, 2)}\n`);
  try {
    execFileSync(
      process.execPath,
      [require.resolve("typescript/bin/tsc"), "-p", join(generated, "tsconfig.json"), "--pretty", "false"],
      { cwd: here, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim();
    if (output === "") throw error;
    for (const line of output.split("\n")) problems.push(located(line));
  }
}

/** Every example that default-exports a skill loads (its `.build()` runs) and is lint-clean. */
async function lintExamples() {
  const { loadEntry } = await import("@skill-kit/builder");
  const { checkSkill } = await import("@skill-kit/lint");
  for (const [name, origin] of origins) {
    const file = join(generated, name);
    if (!/^export default /m.test(readText(generated, name))) continue;
    try {
      const definition = await loadEntry(file);
      if (definition.kind !== "skill") continue;
      skillsLinted += 1;
      for (const finding of checkSkill(definition, generated)) {
        if (finding.rule === "orphan-references") continue;
        problems.push(
          `${origin.doc}:${origin.line}: skill-kit check: ${finding.severity} ${finding.rule}${finding.step === undefined ? "" : ` [${finding.step}]`}: ${finding.message}`,
        );
      }
    } catch (error) {
      problems.push(
        `${origin.doc}:${origin.line}: the skill does not load: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** `generated/x.ts(3,5): error …` → `README.md:14:5: error …`. */
function located(line) {
  const match = /^(.*?)\((\d+),(\d+)\): (.*)$/.exec(line);
  if (match === null) return line;
  const path = resolve(here, match[1] ?? "");
  const origin = origins.get(relative(generated, path));
  const at = origin === undefined ? `${relative(root, path)}:${match[2]}` : `${origin.doc}:${origin.line + Number(match[2]) - 1}`;
  return `${at}:${match[3]}: ${match[4]}`;
}
