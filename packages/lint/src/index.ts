// The public API of @skill-kit/lint: everything exported here, and nothing else, is supported.
export { checkReference, checkSkill } from "./check-skill.js";
export { checkReport, diagnosticLine, summaryLine } from "./check-report.js";
export type { LintDiagnostic } from "./lint-diagnostic.js";
// The loader's, re-exported: one "any error?" and one severity for loader and lint findings alike.
export { hasErrors } from "@skill-kit/loader/internal";
export type { Severity } from "@skill-kit/loader";
export { generatedDescription } from "./rules/skill-md.js";
export { hostToolNames } from "./rules/host-tool-names.js";
export { graphOf } from "./graph/graph-of.js";
export { toMermaid } from "./graph/to-mermaid.js";
export { toDot } from "./graph/to-dot.js";
export type { EdgeKind, GraphEdge, GraphGroup, GraphNode, NodeKind, WorkflowGraph } from "./graph/workflow-graph.js";
