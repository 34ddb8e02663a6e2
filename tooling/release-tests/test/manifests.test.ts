// What every published manifest must say, read from the source package.json files.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publicPackages, root, runtimeFields, workspacePackages } from "./workspace.js";

const published = publicPackages();
const names = new Set(workspacePackages().map((pkg) => pkg.manifest.name));

/** Every conditions object in an `exports` map, with its subpath. */
function conditionObjects(exports: Record<string, unknown>): [string, Record<string, unknown>][] {
  return Object.entries(exports).flatMap(([subpath, value]) =>
    typeof value === "object" && value !== null
      ? [[subpath, value as Record<string, unknown>] as [string, Record<string, unknown>]]
      : [],
  );
}

describe("which packages are published", () => {
  it("every packages/* and apps/* package, and nothing else", () => {
    expect(published.map((pkg) => pkg.dir).sort()).toEqual(
      workspacePackages()
        .filter((pkg) => pkg.dir.startsWith("packages/") || pkg.dir.startsWith("apps/"))
        .map((pkg) => pkg.dir)
        .sort(),
    );
    expect(published.length).toBeGreaterThanOrEqual(9);
  });

  it("examples and tooling stay private", () => {
    const others = workspacePackages().filter(
      (pkg) => pkg.dir.startsWith("examples/") || pkg.dir.startsWith("tooling/") || pkg.dir.startsWith("e2e/"),
    );
    expect(others.filter((pkg) => pkg.manifest.private !== true).map((pkg) => pkg.dir)).toEqual([]);
  });
});

describe.each(published.map((pkg) => [pkg.manifest.name, pkg] as const))("%s manifest", (_name, { dir, manifest }) => {
  it("is an MIT, side-effect-free ES module for Node >= 20, published publicly", () => {
    expect(manifest.license).toBe("MIT");
    expect(manifest.type).toBe("module");
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.engines?.node).toMatch(/^>=20(\.\d+)*$/);
    expect(manifest.publishConfig?.access).toBe("public");
  });

  it("has a LICENSE and a README next to it, and ships dist", () => {
    expect(existsSync(join(root, dir, "LICENSE"))).toBe(true);
    expect(readFileSync(join(root, dir, "LICENSE"), "utf8")).toMatch(/^MIT License/);
    expect(existsSync(join(root, dir, "README.md"))).toBe(true);
    expect(manifest.files).toContain("dist");
  });

  it("exports ./package.json, with types first and default last in every condition list", () => {
    const exports = manifest.exports ?? {};
    expect(exports["./package.json"]).toBe("./package.json");
    for (const [subpath, conditions] of conditionObjects(exports)) {
      const keys = Object.keys(conditions);
      expect({ subpath, first: keys[0], last: keys.at(-1) }).toEqual({ subpath, first: "types", last: "default" });
    }
  });

  it("depends on siblings with workspace:*, which pack turns into the sibling's exact version", () => {
    for (const field of runtimeFields) {
      for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
        if (names.has(dependency)) expect({ field, dependency, range }).toEqual({ field, dependency, range: "workspace:*" });
      }
    }
  });
});

describe("binaries", () => {
  const bin = (name: string) => published.find((pkg) => pkg.manifest.name === name)?.manifest.bin;

  it("@skill-kit/cli provides skill-kit and @skill-kit/mcp-server provides skill-kit-mcp", () => {
    expect(bin("@skill-kit/cli")).toEqual({ "skill-kit": "./dist/bin.js" });
    expect(bin("@skill-kit/mcp-server")).toEqual({ "skill-kit-mcp": "./dist/bin.js" });
  });
});

describe("changesets configuration", () => {
  const config = JSON.parse(readFileSync(join(root, ".changeset", "config.json"), "utf8")) as Record<string, unknown>;

  it("publishes publicly from main and never versions private packages", () => {
    expect(config).toMatchObject({ access: "public", baseBranch: "main", privatePackages: { version: false, tag: false } });
  });
});
