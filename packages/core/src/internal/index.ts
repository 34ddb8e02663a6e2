// @skill-kit/core/internal: what sibling packages share with this one (not public API; it may change
// in any release). `@skill-kit/lint` reads the step graph the engine follows; `@skill-kit/builder`
// computes every step's response schema at build time; `isRecord` is everyone's "a JSON object" test.
export { stepGraph, stepTargets } from "../graph.js";
export type { StepGraph } from "../graph.js";
export { responseSchemas } from "../response-schemas.js";
export { isRecord } from "../is-record.js";
