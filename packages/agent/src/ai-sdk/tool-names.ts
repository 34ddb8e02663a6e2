// The names of the tools the AI SDK adapter adds: the skill meta-tool, the resource reader and the
// workflow advance. Approval and active-tool filtering never touch them.

/** The adapter's tool names, as they appear in the `ToolSet` and in the model's tool calls. */
export interface SkillToolNames {
  readonly skill: "skill";
  readonly readResource: "read_skill_resource";
  readonly advance: "advance";
}

export const skillToolNames: SkillToolNames = { skill: "skill", readResource: "read_skill_resource", advance: "advance" };

/** True for the adapter's own tools. */
export function isSkillToolName(name: string): boolean {
  return name === skillToolNames.skill || name === skillToolNames.readResource || name === skillToolNames.advance;
}
