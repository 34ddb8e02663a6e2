// The simple YAML fast path over the real corpus: wherever it reads a frontmatter, the full reference
// reader reads the same value.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { needsCorpus, readCorpusIndex, readSyntheticCases } from "./corpus.js";
import { entries, fullRead, fullReadError } from "./full-reference-yaml.js";
import { parseFrontmatterYaml } from "../src/lenient/parse-frontmatter-yaml.js";
import { parseYamlPackage } from "../src/lenient/parse-yaml-package.js";
import { splitFrontmatter } from "../src/lenient/split-frontmatter.js";
import { loadReferenceYaml } from "../src/reference-yaml/load-reference-yaml.js";
import { loadSimpleYaml, scanSimpleYaml } from "../src/reference-yaml/load-simple-yaml.js";
import { toPythonText } from "../src/strict/parse-reference-frontmatter.js";
import { toYamlValue } from "../src/reference-yaml/to-yaml-value.js";

/** The YAML texts each mode hands to its reader: the reference split and the lenient one. */
function frontmatters(text: string): string[] {
  const content = toPythonText(text);
  const close = content.indexOf("---", 3);
  const strict = content.startsWith("---") && close !== -1 ? [content.slice(3, close)] : [];
  const split = splitFrontmatter(text);
  return split.ok ? [...strict, split.parts.yaml] : strict;
}

describe.skipIf(!needsCorpus("simple YAML fast path over the corpus"))("simple YAML fast path over the corpus", () => {
  it("reads most frontmatters, each exactly as the full reader does", () => {
    const files = [...readCorpusIndex(), ...readSyntheticCases()].map((item) => join(item.directory, item.file));
    let texts = 0;
    let read = 0;
    for (const file of files) {
      for (const yaml of frontmatters(readFileSync(file, "utf8"))) {
        texts += 1;
        const fast = loadSimpleYaml(yaml, { maxDepth: 256 });
        if (fast === undefined) continue;
        read += 1;
        expect.soft(entries(fast), file).toEqual(fullRead(yaml));
      }
    }
    console.info(`simple YAML: read ${read} of ${texts} corpus frontmatters`);
    expect(read).toBeGreaterThan(texts / 2);
  });

  it("reads the lenient frontmatters with flow lists exactly as the yaml package does", () => {
    const files = [...readCorpusIndex(), ...readSyntheticCases()].map((item) => join(item.directory, item.file));
    const limits = { maxDepth: 64, maxNodes: 10_000, maxAliasCount: 100 };
    let lists = 0;
    for (const file of files) {
      const split = splitFrontmatter(readFileSync(file, "utf8"));
      if (!split.ok) continue;
      const fast = loadSimpleYaml(split.parts.yaml, { maxDepth: 64, flowLists: { maxNodes: 10_000 } });
      if (fast === undefined || loadSimpleYaml(split.parts.yaml, { maxDepth: 64 }) !== undefined) continue;
      lists += 1;
      const slow = parseYamlPackage(split.parts.yaml, limits);
      expect.soft(slow.ok ? JSON.stringify(slow.value) : slow, file).toEqual(JSON.stringify(toYamlValue(fast)));
    }
    console.info(`simple YAML: read ${lists} corpus frontmatters with flow lists`);
    expect(lists).toBeGreaterThan(0);
  });

  it("gives the readers' exact errors for the frontmatters with snags", () => {
    const files = [...readCorpusIndex(), ...readSyntheticCases()].map((item) => join(item.directory, item.file));
    const limits = { maxDepth: 64, maxNodes: 10_000, maxAliasCount: 100 };
    let strict = 0;
    let lenient = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const yaml of frontmatters(text)) {
        if (scanSimpleYaml(yaml, { maxDepth: 256 })?.ok !== false) continue;
        strict += 1;
        const result = loadReferenceYaml(yaml);
        expect.soft(result.ok ? result : result.message, file).toEqual(fullReadError(yaml));
      }
      const split = splitFrontmatter(text);
      if (!split.ok || scanSimpleYaml(split.parts.yaml, { maxDepth: 64, flowLists: { maxNodes: 10_000 } })?.ok !== false)
        continue;
      lenient += 1;
      expect.soft(parseFrontmatterYaml(split.parts.yaml, limits), file).toEqual(parseYamlPackage(split.parts.yaml, limits));
    }
    console.info(
      `simple YAML: ${strict} corpus frontmatters with snags for the reference reader, ${lenient} for the yaml package`,
    );
    expect(strict).toBeGreaterThan(0);
    expect(lenient).toBeGreaterThan(0);
  });
});
