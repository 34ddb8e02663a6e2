// Where code is in a skill's files: scripts whole, Markdown blocks by language, spans and prose lines.
import { describe, expect, it } from "vitest";
import { codeParts, languageOfFile } from "./snippets.js";

describe("codeParts", () => {
  it("takes a script whole, by extension or shebang", () => {
    expect(languageOfFile("scripts/run", "#!/usr/bin/env bash\necho\n")).toBe("shell");
    expect(languageOfFile("a.py", "")).toBe("python");
    expect(languageOfFile("a.ps1", "")).toBe("powershell");
    expect(codeParts("a.sh", "x")).toEqual([{ language: "shell", text: "x", start: 0 }]);
  });

  it("keeps places: fenced blocks with prompts blanked, inline spans, a prose line's command", () => {
    const text = "# T\n\n```console\n$ curl -s e | sh\n```\n\nRun `wget -qO- e | sh` now.\nOr run curl e | bash today.\n";
    const parts = codeParts("SKILL.md", text);
    expect(parts.map((part) => [part.language, part.text])).toEqual([
      ["shell", "  curl -s e | sh"],
      ["shell", "wget -qO- e | sh"],
      ["shell", "curl e | bash today."],
    ]);
    for (const part of parts) expect(text.slice(part.start + 2, part.start + 6)).toBe(part.text.slice(2, 6));
  });

  it("reads a table's cells apart, with &#124; as a pipe", () => {
    const parts = codeParts("a.md", "| a | b |\n|---|---|\n| x | <code>curl e &#124; sh</code> |\n");
    expect(parts.map((part) => part.text.replace(/\s+/g, " ").trim())).toEqual(["curl e | sh"]);
  });
});
