// The public API of @skill-kit/primitives: everything exported here, and nothing else, is supported.

// Errors
export { SkillKitError, UsageError } from "./skill-kit-error.js";
export type { SkillKitErrorOptions } from "./skill-kit-error.js";
export { PrimitiveConfigError } from "./primitive-config-error.js";
export type { PrimitiveConfigErrorOptions } from "./primitive-config-error.js";

// Values
export type { JsonValue } from "./json-value.js";

// Segments and builders
export type {
  ActSegment,
  ActSegmentOf,
  AskUserConfig,
  AskUserOption,
  ChecklistConfig,
  ChecklistItem,
  ConfirmConfig,
  OpenQuestion,
  PlanConfig,
  PrimitiveTag,
  StructuredQuestion,
  SubagentConfig,
  SurveyQuestion,
} from "./act-segment.js";
export type { PromptPiece, PromptSegment, PromptValue, SystemSegment, ViewSegment } from "./prompt-segment.js";
export { isPromptSegment } from "./prompt-segment.js";
export { act } from "./act.js";
export { askUser } from "./ask-user.js";
export { confirm } from "./confirm.js";
export { plan } from "./plan.js";
export { checklist } from "./checklist.js";
export { subagent } from "./subagent.js";
export { survey } from "./survey.js";
export { system } from "./system.js";
export type { SystemTag } from "./system.js";
export { view } from "./view.js";
export { fragment, isFragment } from "./fragment.js";
export type { Fragment } from "./fragment.js";
export { resolveTemplate } from "./resolve-template.js";
export { prompt } from "./prompt.js";

// Rendering
export type { RenderContext } from "./render-context.js";
export { renderPrompt } from "./render-prompt.js";
export { renderAct } from "./render-act.js";
export { escapeAttribute, escapeText } from "./escape-xml.js";

// Render helpers
export { render } from "./render.js";
export { table } from "./table.js";
export type { TableOptions } from "./table.js";
export { renderChecklist } from "./render-checklist.js";
export type { ChecklistEntry } from "./render-checklist.js";
export { diff } from "./diff.js";
export { code } from "./code.js";
export { kv } from "./kv.js";
export { section } from "./section.js";

// Hosts, tools and the preamble
export { hostIds, hostRegistry, hostTools, isHostId } from "./host-registry.js";
export type { HostId } from "./host-registry.js";
export { primitiveCandidates, primitiveTags } from "./primitive-candidates.js";
export { createHandshake } from "./handshake.js";
export type { Handshake, HandshakeOptions } from "./handshake.js";
export { parseToolList } from "./parse-tool-list.js";
export { resolveTools } from "./resolve-tools.js";
export type { ResolvedTools } from "./resolve-tools.js";
export { buildPreamble, preambleTags } from "./build-preamble.js";
export type { PreambleOptions } from "./build-preamble.js";
export type { PreambleTag } from "./preamble-instructions.js";
