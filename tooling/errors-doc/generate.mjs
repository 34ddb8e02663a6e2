// `node tooling/errors-doc/generate.mjs` writes docs/errors.md's tables from the error table (built
// primitives: `pnpm --filter @skill-kit/primitives build` first); `--check` writes nothing and exits 1
// when the page differs from what it would write.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { errorTable } from "@skill-kit/primitives/error-table";
import { withGeneratedTables } from "./errors-doc.mjs";

const page = join(import.meta.dirname, "../../docs/errors.md");
const before = readFileSync(page, "utf8");
const after = withGeneratedTables(before, errorTable);
if (process.argv.includes("--check")) {
  if (after !== before) {
    process.stderr.write("✗ docs/errors.md differs from the error table: run `node tooling/errors-doc/generate.mjs`\n");
    process.exit(1);
  }
  process.stderr.write("✓ docs/errors.md is the error table's\n");
} else if (after !== before) {
  writeFileSync(page, after);
  process.stderr.write("docs/errors.md: tables written from the error table\n");
} else process.stderr.write("docs/errors.md: already the error table's\n");
