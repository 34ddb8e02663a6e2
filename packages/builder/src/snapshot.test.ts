import { describe, expect, it } from "vitest";
import { nodeRunScript } from "./scripts-run.js";
import { snapshotFileName } from "./snapshot.js";

describe("snapshotFileName", () => {
  it("names the Node version, platform and architecture scripts/run looks for", () => {
    expect(snapshotFileName("demo", { version: "v20.20.2", platform: "linux", arch: "x64" })).toBe("demo.node-v20.20.2-linux-x64.blob");
    expect(snapshotFileName("demo", { version: "v24.21.0", platform: "darwin", arch: "arm64" })).toBe("demo.node-v24.21.0-darwin-arm64.blob");
  });

  it("makes none where scripts/run could not name the machine", () => {
    expect(snapshotFileName("demo", { version: "v20.20.2", platform: "win32", arch: "x64" })).toBeUndefined();
    expect(snapshotFileName("demo", { version: "v20.20.2", platform: "linux", arch: "s390x" })).toBeUndefined();
  });

  it("matches the file scripts/run builds from bash's OSTYPE and HOSTTYPE", () => {
    const script = nodeRunScript("demo");
    expect(script).toContain('snapshot="$SKILL_DIR/bin/demo.node-$(node --version)-$os-$arch.blob"');
    expect(script).toContain('if [ "${1:-}" != mcp ] && [ "${SKILL_KIT_SNAPSHOT:-1}" != 0 ] && [ -z "${NODE_OPTIONS:-}" ]');
  });
});
