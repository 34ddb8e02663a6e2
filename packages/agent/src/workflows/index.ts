// @skill-kit/agent/workflows: workflow skills from source in the host's loop, their runs kept in the
// sessions package's run stores (session files by default; PostgreSQL or Redis from @skill-kit/run-stores).
export { sourceWorkflow } from "./source-workflow.js";
export type { SourceWorkflowOptions } from "./source-workflow.js";
export { workflowDescription, workflowSkill, workflowSkillText } from "./workflow-skill.js";
