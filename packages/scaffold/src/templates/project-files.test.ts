// The generated README tells how to serve the skill, and that HTTP needs `--with http` (a default
// build leaves the HTTP server out, and `scripts/run mcp --http` then stops).
import { describe, expect, it } from "vitest";
import { projectFiles } from "./project-files.js";

const versions = {
  core: "^1.0.0",
  cli: "^1.0.0",
  arktype: "2.2.9",
  typescript: "^6.0.3",
  vitest: "^4.1.12",
  nodeTypes: "^20.19.43",
};
const files = projectFiles({ name: "tide-notes", versions });
const readme = files["README.md"] ?? "";

describe("the generated README", () => {
  it("serves over stdio with the default build", () => {
    expect(readme).toContain("`dist/tide-notes/scripts/run mcp` serves the skill to an MCP client over stdio");
  });

  it("builds --with http before every `mcp --http`", () => {
    const lines = readme.split("\n");
    const httpAt = lines.findIndex((line) => line.includes("scripts/run mcp --http"));
    const buildAt = lines.findIndex((line) => /^npm run build -- --with http\b/.test(line));
    expect(buildAt).toBeGreaterThan(-1);
    expect(httpAt).toBeGreaterThan(buildAt);
    expect(readme).toContain("a default build leaves out");
  });

  it("names --with http in every paragraph that speaks of HTTP", () => {
    const paragraphs = readme.split("\n\n").filter((paragraph) => /\bHTTP\b|--http/.test(paragraph));
    expect(paragraphs.length).toBeGreaterThan(0);
    for (const paragraph of paragraphs) expect(paragraph).toMatch(/--with http/);
  });

  it("leaves the build script a default build, which `npm run build -- --with http` extends", () => {
    const manifest = JSON.parse(files["package.json"] ?? "{}") as { scripts: Record<string, string> };
    expect(manifest.scripts["build"]).toBe("skill-kit build src/skill.ts -o dist/tide-notes");
  });
});
