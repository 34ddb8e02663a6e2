// The public API of @skill-kit/core: everything exported here, and nothing else, is supported.
export { type } from "arktype";
export * from "@skill-kit/primitives";

export { skill, terminal } from "./author/skill.js";
export { SkillBuilder } from "./author/skill-builder.js";
export type { SkillConfig, VersionChoice } from "./author/skill-config.js";
export { step } from "./author/step.js";
export { module, ModuleBuilder } from "./author/module-builder.js";
export type { ModuleDefinition } from "./author/module-builder.js";
export { reference, ReferenceBuilder } from "./author/reference-builder.js";
export type { ReferenceConfig } from "./author/reference-builder.js";
export { action } from "./author/action.js";
export type { ActionInit } from "./author/action.js";
export type { TypedStore, DeepPartial, StoreWrites } from "./author/typed-store.js";
export type { ReusableStep, StepTypes } from "./author/step.js";
export type { FlowState, NoFlow } from "./author/flow.js";
export type { JsonInput } from "./json-form.js";
export type {
  ActionLike,
  ActionResultOf,
  Next,
  NextFor,
  ResponseOf,
  StepAction,
  StepBody,
  StepResultOf,
} from "./author/step-input.js";

export type {
  ActionBinding,
  ActionContext,
  ActionDefinition,
  Buildable,
  FrontmatterExtras,
  InlineAction,
  NextBranch,
  ObserverMap,
  PackageConfig,
  PromptContext,
  PromptFunction,
  ReferenceDefinition,
  ReferenceLoader,
  SaveContext,
  SkillDefinition,
  StepConfig,
  StepDefinition,
  SubskillRegistration,
  Terminal,
  TopicConfig,
  TransitionContext,
} from "./definition.js";

export { WorkflowEngine, autoAdvanceLimit } from "./engine/workflow-engine.js";
export type { EngineOptions } from "./engine/workflow-engine.js";
export { implicitVisitLimit } from "./engine/transition.js";
export { jsonSchemaOf, formatIssues } from "./engine/schema.js";
export type { StepRecord, StepsView, StoreAccessor } from "./store-accessor.js";
export { isDone, isError, isPrompt, isRedirect } from "./results.js";
export type { DoneResult, EngineResult, PromptResult, RedirectResult, StepResult, ValidationErrorResult } from "./results.js";
export {
  ActionError,
  CallbackError,
  CycleGuardError,
  FinalOutputError,
  HistoryError,
  ParamsError,
  SessionError,
  sessionErrorCodes,
  SkillDefinitionError,
  TransitionError,
  UsageError,
} from "./errors.js";
export type { SessionErrorCode } from "./errors.js";
export { CompositeRun } from "./composite/composite-run.js";
export type { Redirection } from "./composite/composite-run.js";
