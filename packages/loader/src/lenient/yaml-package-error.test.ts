// `snagResult` gives the `yaml` package's error without loading it: the code, message, position and
// error lines are copied from that package. These tests produce the error with the installed `yaml` and
// compare, so an upgrade that changes them fails here.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { snagResult } from "./parse-frontmatter-yaml.js";
import { parseYamlPackage } from "./parse-yaml-package.js";
import { scanSimpleYaml } from "../reference-yaml/load-simple-yaml.js";

const limits = { maxAliasCount: 100, maxNodes: 10_000, maxDepth: 64 };
const manifest: unknown = createRequire(import.meta.url)("yaml/package.json");
const yamlVersion =
  typeof manifest === "object" && manifest !== null && "version" in manifest ? String(manifest.version) : "unknown";

const snagged = [
  "name: pdf\ndescription: Use when: the user asks\n",
  "name: pdf\ndescription: first: second: third\n",
  "name: pdf\nmetadata:\n  note: a: b\ndescription: x: y\n",
  "description: ok\nwhen_to_use: Triggers: PDF forms, reports\n",
];

describe(`the yaml package's error for ': ' in a plain value (yaml ${yamlVersion})`, () => {
  for (const text of snagged) {
    it(`matches what yaml reports for ${JSON.stringify(text)}`, () => {
      const simple = scanSimpleYaml(text, { maxDepth: 64, flowLists: { maxNodes: limits.maxNodes } });
      expect(simple?.ok).toBe(false);
      const copied = simple?.ok === false ? snagResult(simple.snags) : undefined;
      expect(copied).toBeDefined();
      expect(copied).toEqual(parseYamlPackage(text, limits));
    });
  }

  it("is given only for colon snags", () => {
    const simple = scanSimpleYaml("name: pdf\ndescription: ok\n", { maxDepth: 64 });
    expect(simple?.ok).toBe(true);
    expect(snagResult([])).toBeUndefined();
  });
});
