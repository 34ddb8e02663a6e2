// allowed-tools in each form hosts accept, read without a YAML parser.
import { describe, expect, it } from "vitest";
import { allowedToolsOf } from "./allowed-tools-value.js";

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
});
