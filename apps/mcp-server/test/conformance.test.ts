// The MCP conformance referee against `skill-kit-mcp --skills <dir> --http`: the requirement sets of
// 2025-11-25 and 2026-07-28, and the Skills Extension's three scenarios at their own revision, each
// passing but the checks its baseline file lists, with the reason for each.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startHttpServer, type HttpServerProcess } from "@skill-kit/mcp-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passesBaseline, type ConformanceRevision } from "@skill-kit/test-utils/conformance";
import { serverBin } from "./fixture.js";

const root = mkdtempSync(join(tmpdir(), "skill-kit-mcp-conformance-"));
let server: HttpServerProcess;

const skillMd = (name: string, description: string): string =>
  `---\nname: ${name}\ndescription: ${description}\n---\n\nFollow the steps.\n`;

/** A library with what the extension's scenarios look at: a subfolder, a nested skill, an empty folder, a binary and a dotfile. */
function writeLibrary(skills: string): void {
  const file = (path: string, content: string | Buffer): void => {
    mkdirSync(join(skills, path, ".."), { recursive: true });
    writeFileSync(join(skills, path), content);
  };
  file("greeter/SKILL.md", skillMd("greeter", "Greets people."));
  file("greeter/references/tone.md", "# Tone\n\nBe warm.\n");
  file("greeter/assets/logo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0xff, 0xfe]));
  file("greeter/.editorconfig", "root = true\n");
  mkdirSync(join(skills, "greeter", "empty"), { recursive: true });
  file("toolbox/SKILL.md", skillMd("toolbox", "Tools for everyday jobs."));
  file("toolbox/hammer/SKILL.md", skillMd("hammer", "Drives nails."));
  file("toolbox/hammer/scripts/swing.sh", "#!/bin/sh\necho swing\n");
}

beforeAll(async () => {
  writeLibrary(join(root, "skills"));
  server = await startHttpServer({
    command: process.execPath,
    // The referee sends no bearer token.
    args: [serverBin, "--skills", join(root, "skills"), "--http", "--port", "0", "--no-token"],
  });
});
afterAll(async () => {
  await server.kill();
  rmSync(root, { recursive: true, force: true });
});

const baseline = (name: string): string => fileURLToPath(new URL(`conformance-expected-failures-${name}.yaml`, import.meta.url));

const refereeAt = (requirements: ConformanceRevision): Promise<string> =>
  passesBaseline(server.url, { expectedFailures: baseline(requirements), requirements });

describe("MCP conformance of skill-kit-mcp --http", () => {
  it("passes the 2025-11-25 requirements but the expected failures", async () => {
    const output = await refereeAt("2025-11-25");
    expect(output).toMatch(/✓ resources-list: \d+ passed, 0 failed/);
    expect(output).toMatch(/✓ dns-rebinding-protection: \d+ passed, 0 failed/);
  });

  it("passes the 2026-07-28 requirements but the expected failures", async () => {
    const output = await refereeAt("2026-07-28");
    for (const scenario of ["http-header-validation", "dns-rebinding-protection", "tools-list"])
      expect(output).toMatch(new RegExp(`✓ ${scenario}: \\d+ passed, 0 failed`));
    for (const scenario of ["server-stateless", "caching"]) {
      expect(output).toMatch(new RegExp(`${scenario}: \\d+ passed`));
      expect(output).not.toMatch(new RegExp(`~ ${scenario}$`, "m"));
    }
  });

  it.each(["sep-2640-skills-directory", "sep-2640-skills-enumeration", "sep-2640-skills-manifest"])(
    "passes the Skills Extension scenario %s at its own revision",
    async (scenario) => {
      const output = await passesBaseline(server.url, { expectedFailures: baseline("skills"), scenario });
      expect(output).toMatch(/Passed: (\d+)\/\1, 0 failed, 0 warnings/);
    },
  );
});
