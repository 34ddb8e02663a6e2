// The public API of @skill-kit/lint: everything exported here, and nothing else, is supported.
export { checkReference, checkSkill } from "./check-skill.js";
export { checkReport, diagnosticLine, summaryLine } from "./check-report.js";
export { hasErrors } from "./diagnostic.js";
export type { Diagnostic, Severity } from "./diagnostic.js";
export { generatedDescription } from "./rules/skill-md.js";
export { hostToolNames } from "./rules/host-tool-names.js";
export { graphOf } from "./graph/graph-of.js";
export { toMermaid } from "./graph/to-mermaid.js";
export { toDot } from "./graph/to-dot.js";
export type { EdgeKind, GraphEdge, GraphGroup, GraphNode, NodeKind, WorkflowGraph } from "./graph/workflow-graph.js";
