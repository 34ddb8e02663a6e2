// Packs every published package with `pnpm pack` and checks the tarball: files, rewritten
// dependency ranges, executable bins, working source maps, and publint with no message at all.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTarball, type TarEntry } from "./tarball.js";
import { pack, publicPackages, root, runtimeFields, type Manifest, type Packed } from "./workspace.js";

const published = publicPackages();
const versions = new Map(published.map((pkg) => [pkg.manifest.name, pkg.manifest.version]));
const destination = mkdtempSync(join(tmpdir(), "skill-kit-pack-"));
const packed = new Map<string, { tarball: Packed; entries: Map<string, TarEntry>; manifest: Manifest }>();

beforeAll(async () => {
  for (const { dir, manifest } of published) {
    const tarball = await pack(join(root, dir), destination);
    const entries = new Map(readTarball(tarball.filename).map((entry) => [entry.path, entry]));
    const packedManifest = JSON.parse(entries.get("package.json")?.content.toString("utf8") ?? "{}") as Manifest;
    packed.set(manifest.name, { tarball, entries, manifest: packedManifest });
  }
  const sizes = [...packed.values()].map(
    ({ tarball, entries }) => `${tarball.name} ${(tarball.size / 1024).toFixed(1)} kB (${entries.size} files)`,
  );
  console.log(`packed:\n  ${sizes.join("\n  ")}`);
}, 300_000);

afterAll(() => {
  rmSync(destination, { recursive: true, force: true });
});

function the(name: string) {
  const found = packed.get(name);
  if (found === undefined) throw new Error(`${name} was not packed`);
  return found;
}

/** Every file path an `exports` value names. */
function targets(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(targets);
  return [];
}

describe.each(published.map((pkg) => [pkg.manifest.name] as const))("%s tarball", (name) => {
  it("holds package.json, LICENSE, README.md, every export and bin target, and no tests", () => {
    const { entries, manifest } = the(name);
    const paths = [...entries.keys()];
    for (const file of ["package.json", "LICENSE", "README.md"]) expect(paths).toContain(file);
    const wanted = [...targets(manifest.exports), ...Object.values(manifest.bin ?? {})].map((target) => posix.normalize(target));
    expect(wanted.filter((target) => !entries.has(target))).toEqual([]);
    expect(paths.filter((path) => /\.test(-d)?\.[cm]?[jt]s$|tsbuildinfo$|(^|\/)test\//.test(path))).toEqual([]);
  });

  it("has real version ranges: no workspace: or catalog: left, siblings at their exact version", () => {
    const { manifest } = the(name);
    const text = JSON.stringify(manifest);
    expect(text).not.toMatch(/"(workspace|catalog):/);
    for (const field of runtimeFields) {
      for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
        const sibling = versions.get(dependency);
        if (sibling !== undefined) expect({ dependency, range }).toEqual({ dependency, range: sibling });
        // An npm alias (`npm:typescript@7.0.2`, the builder's TypeScript 7) names a real version too.
        else
          expect({ dependency, range }).toEqual({
            dependency,
            range: expect.stringMatching(/^(?:npm:(?:@[\w.-]+\/)?[\w.-]+@)?[\^~]?\d+\.\d+\.\d+/) as unknown,
          });
      }
    }
  });

  it("ships the sources its source maps point at", () => {
    const { entries } = the(name);
    const missing: string[] = [];
    for (const [path, entry] of entries) {
      if (!path.endsWith(".map")) continue;
      const map = JSON.parse(entry.content.toString("utf8")) as { sources: string[] };
      for (const source of map.sources) {
        const resolved = posix.normalize(posix.join(posix.dirname(path), source));
        if (!entries.has(resolved)) missing.push(`${path} -> ${resolved}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("is publint clean (no error, warning or suggestion)", async () => {
    const { tarball } = the(name);
    const bytes = readFileSync(tarball.filename);
    const result = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      level: "suggestion",
      strict: true,
    });
    expect(
      result.messages.map(
        (message) => `${message.type}: ${formatMessage(message, result.pkg, { color: false }) ?? message.code}`,
      ),
    ).toEqual([]);
  });
});

describe("bins in the tarballs", () => {
  it.each([
    ["@skill-kit/cli", "skill-kit"],
    ["@skill-kit/mcp-server", "skill-kit-mcp"],
  ])("%s: %s is executable and starts with a node shebang", (name, command) => {
    const { entries, manifest } = the(name);
    const target = posix.normalize(manifest.bin?.[command] ?? "");
    const entry = entries.get(target);
    expect(entry?.content.toString("utf8").split("\n")[0]).toBe("#!/usr/bin/env node");
    expect((entry?.mode ?? 0) & 0o111).toBe(0o111);
  });
});
