// What a step prompt asks the user and shows them, read back as the MCP transport reads it: the
// one question of a prompt that holds only that question beside views and the persona
// (`promptQuestion(prompt, { beside: "views" })`), and the content of each `<rendered>` view.
import { promptQuestion } from "@skill-kit/primitives/questions";

export interface StepQuestion {
  readonly kind: "askUser" | "confirm";
  /** The response's property that takes the answer: the schema's one required property, when it has exactly one. */
  readonly id?: string;
  readonly question: string;
  /** A choice's short header, when it has one. */
  readonly header?: string;
  /** A choice's option values (what the answer holds), with `labels` and `descriptions` beside them in the same order. */
  readonly options?: readonly string[];
  readonly labels?: readonly string[];
  readonly descriptions?: readonly string[];
  /** A choice of several options (the answer is an array of values). */
  readonly multiSelect?: boolean;
  /** A confirm's default answer. */
  readonly defaultAnswer?: boolean;
  readonly destructive?: boolean;
}

export interface StepViewPart {
  readonly title?: string;
  readonly text: string;
}

const renderedView = /<rendered(?: name="([^"]*)")?>\n([^]*?)\n<\/rendered>/g;

/** The views `prompt` shows, in order (as the MCP transport's `shownViews`, with each view's name). */
export function viewsOf(prompt: string): StepViewPart[] {
  return [...prompt.matchAll(renderedView)].map((match) => {
    const title = match[1];
    return { ...(title === undefined || title === "" ? {} : { title: unescapeXml(title) }), text: match[2] ?? "" };
  });
}

/** The question `prompt` asks the user, as MCP elicitation would ask it, or none. */
export function questionsOf(prompt: string, schema: unknown): StepQuestion[] {
  const found = promptQuestion(prompt, { beside: "views" });
  if (found === undefined) return [];
  const id = soleRequired(schema);
  const named = id === undefined ? {} : { id };
  if (found.kind === "confirm")
    return [
      { kind: "confirm", ...named, question: found.message, defaultAnswer: found.defaultAnswer, destructive: found.destructive },
    ];
  return [
    {
      kind: "askUser",
      ...named,
      question: found.question,
      ...(found.header === undefined ? {} : { header: found.header }),
      options: found.options.map((option) => option.value),
      labels: found.options.map((option) => option.label),
      descriptions: found.options.map((option) => option.description),
      multiSelect: found.multiSelect,
    },
  ];
}

function soleRequired(schema: unknown): string | undefined {
  if (typeof schema !== "object" || schema === null || !("required" in schema)) return undefined;
  const required: unknown = schema.required;
  if (!Array.isArray(required) || required.length !== 1) return undefined;
  const name: unknown = required[0];
  return typeof name === "string" ? name : undefined;
}

const entities: Readonly<Record<string, string>> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&amp;": "&" };

function unescapeXml(text: string): string {
  return text.replace(/&(?:lt|gt|quot|amp);/g, (entity) => entities[entity] ?? entity);
}
