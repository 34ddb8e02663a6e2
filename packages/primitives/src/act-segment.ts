// The act segment: one of six primitives with its config, as plain frozen data.

/** The XML tag of each primitive. */
export type PrimitiveTag = "ask-user" | "confirm" | "plan" | "checklist" | "subagent" | "survey";

/** One choice of a structured question. */
export interface AskUserOption {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
  readonly preview?: string;
}

/** A question answered in free text. */
export interface OpenQuestion {
  readonly type: "open";
  readonly question: string;
}

/** A question answered by picking among 2 to 4 options. */
export interface StructuredQuestion {
  readonly type: "structured";
  readonly question: string;
  readonly header?: string;
  readonly options: readonly AskUserOption[];
  readonly multiSelect?: boolean;
}

/** The config of `act.askUser`. */
export type AskUserConfig = OpenQuestion | StructuredQuestion;

/** The config of `act.confirm`. */
export interface ConfirmConfig {
  readonly message: string;
  readonly destructive?: boolean;
  readonly defaultAnswer?: "yes" | "no";
}

/** The config of `act.plan`. */
export interface PlanConfig {
  readonly summary: string;
  readonly steps: readonly string[];
}

/** One item of `act.checklist`; `status` is free text. */
export interface ChecklistItem {
  readonly title: string;
  readonly status: string;
}

/** The config of `act.checklist`. */
export interface ChecklistConfig {
  readonly create: readonly ChecklistItem[];
}

/** The config of `act.subagent`. `output` documents the expected result and is never rendered. */
export interface SubagentConfig {
  readonly prompt: string;
  readonly output?: unknown;
  readonly allowRecursion?: boolean;
}

/** One question of `act.survey`; options are required. */
export interface SurveyQuestion {
  readonly question: string;
  readonly header?: string;
  readonly options: readonly AskUserOption[];
  readonly multiSelect?: boolean;
}

/** A primitive in a prompt, rendered as its XML tag (§4). */
export type ActSegment =
  | { readonly kind: "act"; readonly primitive: "ask-user"; readonly config: AskUserConfig }
  | { readonly kind: "act"; readonly primitive: "confirm"; readonly config: ConfirmConfig }
  | { readonly kind: "act"; readonly primitive: "plan"; readonly config: PlanConfig }
  | { readonly kind: "act"; readonly primitive: "checklist"; readonly config: ChecklistConfig }
  | { readonly kind: "act"; readonly primitive: "subagent"; readonly config: SubagentConfig }
  | { readonly kind: "act"; readonly primitive: "survey"; readonly config: readonly SurveyQuestion[] };

/** The act segment of one primitive, for example `ActSegmentOf<"confirm">`. */
export type ActSegmentOf<Tag extends PrimitiveTag> = Extract<ActSegment, { readonly primitive: Tag }>;
