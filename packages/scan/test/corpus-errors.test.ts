// Every corpus skill with an error-level finding, listed: a new error anywhere in the corpus (or one gone)
// fails here until it is looked at and listed as a true finding (the skill really does it) or a false one.
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusRoot, needsCorpus } from "../../../tooling/test-utils/src/corpus.js";
import { findSkillFolders, readSkillContents } from "../src/read-skill-contents.js";
import { scanSkill } from "../src/scan-skill.js";

interface CorpusError {
  /** The skill folder, relative to the corpus root. */
  readonly skill: string;
  readonly rules: readonly string[];
  /** "true": the skill really tells the agent or a script to do it; "false": an alarm on quoted or explanatory text. */
  readonly kind: "true" | "false";
  readonly reason: string;
}

const installer = (what: string): string => `tells the reader to run ${what}'s installer piped into a shell`;

const corpusErrors: readonly CorpusError[] = [
  {
    skill: "visible/getsentry__skills/skills/gha-security-review",
    rules: ["download-execute", "secret-exfiltration"],
    kind: "false",
    reason:
      "its references quote attacks to look for in GitHub workflows: injected `curl … | bash` and a $GITHUB_TOKEN posted with curl -d or sent by dig",
  },
  {
    skill: "visible/github__awesome-copilot/skills/aspire",
    rules: ["download-execute"],
    kind: "true",
    reason: installer("the Aspire CLI"),
  },
  {
    skill: "visible/github__awesome-copilot/skills/azure-container-registry-cli",
    rules: ["download-execute"],
    kind: "true",
    reason: installer("the Azure CLI"),
  },
  {
    skill: "visible/github__awesome-copilot/skills/azure-devops-cli",
    rules: ["download-execute"],
    kind: "true",
    reason: installer("the Azure CLI"),
  },
  {
    skill: "visible/github__awesome-copilot/skills/nano-banana-pro-openrouter",
    rules: ["download-execute"],
    kind: "true",
    reason: `${installer("uv")} (in a table, the pipe written &#124;)`,
  },
  {
    skill: "visible/wshobson__agents/plugins/cloud-infrastructure/skills/linkerd-patterns",
    rules: ["download-execute"],
    kind: "true",
    reason: installer("Linkerd"),
  },
  {
    skill: "visible/wshobson__agents/plugins/kubernetes-operations/skills/gitops-workflow",
    rules: ["download-execute"],
    kind: "true",
    reason: installer("Flux"),
  },
  {
    skill: "visible/wshobson__agents/plugins/python-development/skills/uv-package-manager",
    rules: ["download-execute"],
    kind: "true",
    reason: installer("uv"),
  },
];

describe.skipIf(!needsCorpus("scan: corpus skills with errors"))("scan: the corpus skills with an error", () => {
  it("finds errors in exactly the listed skills, by the listed rules", () => {
    const folders = findSkillFolders(corpusRoot, 14);
    expect(folders.length).toBeGreaterThanOrEqual(700);
    const found = folders.flatMap((folder) => {
      const errors = scanSkill(readSkillContents(folder, { modes: false })).filter((finding) => finding.level === "error");
      const rules = [...new Set(errors.map((finding) => finding.rule))].sort();
      return rules.length === 0 ? [] : [{ skill: relative(corpusRoot, folder).replaceAll("\\", "/"), rules }];
    });
    expect(found).toEqual(corpusErrors.map(({ skill, rules }) => ({ skill, rules: [...rules].sort() })));
  });

  it("lists at most four false alarms", () => {
    expect(corpusErrors.filter((entry) => entry.kind === "false").length).toBeLessThanOrEqual(4);
  });
});
