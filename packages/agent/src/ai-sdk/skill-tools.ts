// The adapter's tool set: `skill` (the meta-tool), `read_skill_resource`, and `advance` when the host
// has workflow skills. Built once per conversation; descriptions and enums are read from the host on
// every step, so a reload (watch) shows in the next model call without rebuilding anything.
import type { Tool } from "ai";
import type { Conversation, SkillHost } from "../host-types.js";
import type { WorkflowResult } from "../types.js";
import { advanceTool, type AdvanceToolInput } from "./advance-tool.js";
import { resourceTool, type ResourceToolInput, type ResourceToolOutput } from "./resource-tool.js";
import { skillTool, type SkillToolInput, type SkillToolOutput } from "./skill-tool.js";

export interface SkillToolsOptions {
  /** Include `advance` even when no loaded skill is a workflow yet (default: only when one is). */
  readonly workflows?: boolean;
}

/** The tools every host gets. */
export type BaseSkillToolSet = {
  readonly skill: Tool<SkillToolInput, SkillToolOutput>;
  readonly read_skill_resource: Tool<ResourceToolInput, ResourceToolOutput>;
};

/** With `advance` when the host has workflow skills (check with `"advance" in tools`). */
export type SkillToolSet = BaseSkillToolSet | (BaseSkillToolSet & { readonly advance: Tool<AdvanceToolInput, WorkflowResult> });

/** The skill tools for one conversation, to spread into `generateText`'s, `streamText`'s or a `ToolLoopAgent`'s `tools`. */
export function skillTools(host: SkillHost, conversation: Conversation, options: SkillToolsOptions = {}): SkillToolSet {
  const workflows = options.workflows ?? host.skills().some((item) => item.workflow !== undefined);
  return {
    skill: skillTool(host, conversation),
    read_skill_resource: resourceTool(host, conversation),
    ...(workflows ? { advance: advanceTool(host, conversation) } : {}),
  };
}
