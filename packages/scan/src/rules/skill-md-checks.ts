// The rules that read SKILL.md as a host does: over-broad `allowed-tools`, commands a host runs while
// loading the skill, and frontmatter a host may read differently than a reviewer.
import { findDynamicCommands } from "@skill-kit/loader/internal";
import type { FileFinding } from "../finding.js";
import { positionOf } from "../text-of.js";
import { allowedToolsOf, grantsAnyCommand } from "./allowed-tools-value.js";
import type { RuleCheck } from "./rule.js";
import { splitSkillMd } from "./skill-md-split.js";

export const broadAllowedTools: RuleCheck = {
  rule: {
    id: "broad-allowed-tools",
    level: "warning",
    reason:
      "allowed-tools that grant any command (a bare shell, or an interpreter or command runner such as Bash(python3:*) or Bash(sudo:*)) let the skill run anything without asking",
  },
  check: (input) => {
    const text = input.skillMd;
    if (text === undefined || !/^allowed-tools\s*:/m.test(text)) return [];
    const split = splitSkillMd(text);
    const tools = split.ok ? (allowedToolsOf(split.parts.yaml) ?? []) : [];
    const at = positionOf(text, Math.max(0, text.search(/^allowed-tools\s*:/m)));
    return tools.filter(grantsAnyCommand).map((tool) => ({
      rule: "broad-allowed-tools",
      message: `allowed-tools grants ${JSON.stringify(tool)}`,
      path: "SKILL.md",
      ...at,
    }));
  },
};

export const dynamicCommand: RuleCheck = {
  rule: {
    id: "dynamic-command",
    level: "warning",
    reason: "a !`command` or a ```! block in SKILL.md runs on the user's machine when the skill loads, before anyone reads it",
  },
  check: (input) => {
    const text = input.skillMd;
    // A command is an inline !` or a backtick fence whose info string starts with !: most files hold neither.
    if (text === undefined || (!text.includes("!`") && !/^ {0,3}`{3,}\s*!/m.test(text))) return [];
    const split = splitSkillMd(text);
    const body = split.ok ? split.parts.body : text;
    return findDynamicCommands(body).flatMap((segment): FileFinding[] => {
      if (segment.kind !== "command") return [];
      const at = positionOf(text, Math.max(0, text.indexOf(segment.source)));
      return [
        { rule: "dynamic-command", message: `runs ${JSON.stringify(segment.command)} when loaded`, path: "SKILL.md", ...at },
      ];
    });
  },
};

/** The loader's findings that mean hosts and reviewers may not see the same frontmatter. */
const unreadable = new Set(["frontmatter-start", "frontmatter-unclosed"]);

export const skillMdUnreadable: RuleCheck = {
  rule: {
    id: "skill-md-unreadable",
    level: "warning",
    reason: "a SKILL.md whose frontmatter is not closed or not at the top may be read differently by a host than by a reviewer",
  },
  check: (input) => {
    if (input.skillMd === undefined) return [];
    return splitSkillMd(input.skillMd)
      .diagnostics.filter((diagnostic) => unreadable.has(diagnostic.rule))
      .map((diagnostic) => ({
        rule: "skill-md-unreadable",
        message: `${diagnostic.rule}: ${diagnostic.message}`,
        path: "SKILL.md",
      }));
  },
};
