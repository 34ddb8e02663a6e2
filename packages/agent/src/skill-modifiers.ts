// A skill's context modifiers, read from its frontmatter: tool rules, model, effort, fork, and the
// environment the host's config gives it.
import type { Skill } from "@skill-kit/loader/portable";
import { parseToolPattern } from "./tool-patterns.js";
import type { ContextModifiers } from "./types.js";

/** The spec's space-separated `allowed-tools` when Claude Code's reading is absent. */
function allowedRules(skill: Skill): readonly string[] {
  return skill.claudeCode.allowedTools ?? skill.spec.allowedTools?.split(/\s+/).filter((item) => item !== "") ?? [];
}

/** What activating `skill` changes for the rest of the turn. `model: inherit` keeps the session's model. */
export function skillModifiers(skill: Skill, env: Readonly<Record<string, string>>): ContextModifiers {
  const { model, effort, context, agent } = skill.claudeCode;
  return {
    skill: skill.name,
    allowedTools: allowedRules(skill).map(parseToolPattern),
    disallowedTools: (skill.claudeCode.disallowedTools ?? []).map(parseToolPattern),
    ...(model === undefined || model === "inherit" ? {} : { model }),
    ...(effort === undefined ? {} : { effort }),
    ...(context === "fork" ? { fork: agent === undefined ? {} : { agent } } : {}),
    env,
  };
}
