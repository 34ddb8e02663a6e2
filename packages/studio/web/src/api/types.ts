// The shapes of the studio's HTTP API (the brief's contract), as the page uses them.
export interface Diagnostic {
  readonly severity: "error" | "warning";
  readonly code: string;
  readonly message: string;
}

export interface Finding {
  readonly level: "error" | "warning";
  readonly rule: string;
  readonly path: string;
  readonly line: number | undefined;
  readonly message: string;
}

export interface SkillSummary {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly dir: string;
  readonly kind: "workflow" | "reference" | "prose";
  readonly diagnostics: readonly Diagnostic[];
  readonly findings: readonly Finding[];
  readonly catalogChars: number;
}

export interface Library {
  readonly skills: readonly SkillSummary[];
  readonly catalog: { readonly usedChars: number; readonly budgetChars: number };
}

export interface SkillPage {
  readonly skill: SkillSummary;
  readonly html: string;
  readonly files: readonly { readonly path: string; readonly bytes: number }[];
}

export interface GraphNode {
  readonly id: string;
  readonly kind: "step" | "terminal" | "subskill";
  readonly maxVisits: number | undefined;
}

export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  readonly label: string | undefined;
  readonly loop: boolean;
}

export interface WorkflowGraph {
  readonly entry: string;
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

type RunStatus = "active" | "done" | "rejected";

export interface RunSummary {
  readonly id: string;
  readonly skill: string;
  /** null for a run without an owner. */
  readonly owner: string | null;
  readonly step: string;
  readonly status: RunStatus;
  readonly startedAt: string;
  readonly updatedAt: string;
}

type HistoryKind = "start" | "answer" | "rejected" | "auto" | "done";

export interface HistoryItem {
  readonly at: string;
  readonly step: string;
  readonly kind: HistoryKind;
  readonly output: unknown;
  readonly reason: string | undefined;
}

export interface Question {
  readonly kind: "askUser" | "confirm";
  readonly id: string | undefined;
  readonly question: string;
  /** A choice's values (what the answer holds), and `labels` to show for them in the same order. */
  readonly options: readonly string[];
  readonly labels: readonly string[];
  /** A choice of several options: the answer is an array of values. */
  readonly multiSelect: boolean;
  /** A confirm's default answer, when it says one. */
  readonly defaultAnswer: boolean | undefined;
}

export interface StepView {
  readonly run: string;
  readonly skill: string;
  /** Who started the run, or null: the studio answers only a run with none. */
  readonly owner: string | null;
  readonly step: string;
  readonly done: boolean;
  readonly prompt: string;
  readonly schema: unknown;
  readonly questions: readonly Question[];
  readonly views: readonly { readonly title: string | undefined; readonly text: string }[];
  /** The text the agent reads before the first step's prompt (the run's first step only). */
  readonly preamble: string | undefined;
  /** A finished run's final output. */
  readonly finalOutput: unknown;
}

export interface Host {
  readonly id: string;
  readonly name: string;
}
