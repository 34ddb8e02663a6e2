// allowed-tools in each form hosts accept, read without a YAML parser.
import { describe, expect, it } from "vitest";
import { allowedToolsOf, grantsAnyCommand } from "./allowed-tools-value.js";

describe("allowedToolsOf", () => {
  it("reads a plain, quoted, flow-list, block-list and block-scalar value", () => {
    expect(allowedToolsOf("name: x\nallowed-tools: Read Bash(git add:*)\n")).toEqual(["Read", "Bash(git add:*)"]);
    expect(allowedToolsOf('allowed-tools: "Read, Bash"')).toEqual(["Read", "Bash"]);
    expect(allowedToolsOf('allowed-tools: [Read, "Bash(*)"]')).toEqual(["Read", "Bash(*)"]);
    expect(allowedToolsOf("allowed-tools:\n  - Read\n  - 'Bash'\nname: x\n")).toEqual(["Read", "Bash"]);
    expect(allowedToolsOf("allowed-tools:\n- Read\n- Bash\n")).toEqual(["Read", "Bash"]);
    expect(allowedToolsOf("allowed-tools: >\n  Read Bash\nname: x\n")).toEqual(["Read", "Bash"]);
  });

  it("gives undefined without the key", () => {
    expect(allowedToolsOf("name: x\ndescription: y\n")).toBeUndefined();
  });

  it("sees any command granted: a bare shell, a wildcard, or an interpreter or command runner with any arguments", () => {
    const broad = [
      "Bash",
      "bash",
      "shell",
      "Shell",
      "PowerShell",
      "Bash(*)",
      "Bash(:*)",
      "Bash(*:*)",
      "Bash(sh:*)",
      "Bash(bash:*)",
    ];
    const runners = ["Bash(zsh:*)", "Bash(python3:*)", "Bash(python:*)", "Bash(python3.12 *)", "Bash(node:*)", "Bash(perl:*)"];
    const more = ["Bash(ruby:*)", "Bash(eval:*)", "Bash(env:*)", "Bash(sudo:*)", "Bash(xargs:*)", "Bash(sh -c:*)", "Bash(npx *)"];
    for (const tool of [...broad, ...runners, ...more]) expect(grantsAnyCommand(tool), tool).toBe(true);
  });

  it("leaves a grant of one program or one script alone", () => {
    const narrow = ["Read", "Bash(git:*)", "Bash(gh pr:*)", "Bash(python3 scripts/report.py:*)", "Bash(npm test)", "Bashful"];
    for (const tool of narrow) expect(grantsAnyCommand(tool), tool).toBe(false);
  });
});
