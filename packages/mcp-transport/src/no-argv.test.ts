// The transport drives sessions through cli-protocol's typed API: it builds no argv, reads no
// stderr for failures and never rebuilds a session file's name.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = import.meta.dirname;
const sources = readdirSync(root, { recursive: true, encoding: "utf8" })
  // mcp-flags.ts is the grammar of the `mcp` command's own flags, not a protocol call.
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "mcp-flags.ts")
  // Code only: comments may name the CLI's flags.
  .map((name) => ({
    name,
    text: readFileSync(join(root, name), "utf8")
      .replaceAll(/\/\*[\s\S]*?\*\//g, "")
      .replaceAll(/^\s*\/\/.*$/gm, ""),
  }));

describe("mcp-transport's sources", () => {
  it.each([
    ["runs no protocol call on argv", /\brunProtocol\b|\bparseArgs\b/],
    ["builds no protocol flag", /["'`]--(params|step|output|session|session-dir|print|host|tools|output-mode|history)["'`]/],
    ["scrapes no `error: ` off stderr", /["'`]error: ["'`]|\bstderr\.(find|join|filter)/],
    ["rebuilds no session file name", /skill-kit-\$\{|\.jsonl\b/],
  ])("%s", (_, pattern) => {
    expect(sources.length).toBeGreaterThan(10);
    expect(sources.filter(({ text }) => pattern.test(text)).map(({ name }) => name)).toEqual([]);
  });
});
