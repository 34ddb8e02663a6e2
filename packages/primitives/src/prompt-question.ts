// Reads back the one question a rendered step prompt asks the user: a structured `<ask-user>` or a
// `<confirm>` (§4.1, §4.2), escapes undone. MCP elicitation and `@skill-kit/agent`'s `onQuestion`
// both ask the user through it instead of the model.

/** One option of a structured question. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  readonly description: string;
}

/** The question a prompt asks. */
export type PromptQuestion =
  | {
      readonly kind: "choice";
      readonly question: string;
      readonly header?: string;
      readonly multiSelect: boolean;
      readonly options: readonly ChoiceOption[];
    }
  | { readonly kind: "confirm"; readonly message: string; readonly defaultAnswer: boolean; readonly destructive: boolean };

/** What may stand beside the question: nothing at all (the default), or views and the persona (`<rendered>`, `<system>`). */
export interface PromptQuestionOptions {
  readonly beside?: "nothing" | "views";
}

const askUser =
  /<ask-user type="structured"(?: header="([^"]*)")? question="([^"]*)"( multi-select="true")?>\n([^]*?)\n<\/ask-user>/g;
const option = / {2}<option value="([^"]*)" label="([^"]*)">([^<]*)(?:\n {4}<preview>[^<]*<\/preview>\n {2})?<\/option>(\n|$)/y;
const confirm = /<confirm default="(yes|no)"( destructive="true")?>([^<]*)<\/confirm>/g;
const shownBeside = /<rendered(?: name="[^"]*")?>\n[^]*?\n<\/rendered>|<system>[^]*?<\/system>/g;

function standsAlone(rest: string, beside: "nothing" | "views"): boolean {
  return beside === "nothing" ? rest === "" : rest.replace(shownBeside, "").trim() === "";
}

/**
 * The question `prompt` asks, or undefined when it asks none, asks two, or holds anything else
 * beside it (instructions for the model; with `beside: "views"`, anything but views and the persona).
 */
export function promptQuestion(prompt: string, options: PromptQuestionOptions = {}): PromptQuestion | undefined {
  const confirms = [...prompt.matchAll(confirm)];
  const asks = [...prompt.matchAll(askUser)];
  const [found, ...more] = [...confirms, ...asks];
  if (found === undefined || more.length > 0) return undefined;
  const rest = `${prompt.slice(0, found.index)}${prompt.slice(found.index + found[0].length)}`;
  if (!standsAlone(rest, options.beside ?? "nothing")) return undefined;
  if (confirms.length === 1)
    return {
      kind: "confirm",
      message: unescape(found[3] ?? ""),
      defaultAnswer: found[1] === "yes",
      destructive: found[2] !== undefined,
    };
  const choices = parseOptions(found[4] ?? "");
  if (choices === undefined) return undefined;
  const header = found[1] === undefined ? {} : { header: unescape(found[1]) };
  return { kind: "choice", question: unescape(found[2] ?? ""), ...header, multiSelect: found[3] !== undefined, options: choices };
}

function parseOptions(body: string): ChoiceOption[] | undefined {
  const options: ChoiceOption[] = [];
  option.lastIndex = 0;
  while (option.lastIndex < body.length) {
    const match = option.exec(body);
    if (match === null) return undefined;
    options.push({ value: unescape(match[1] ?? ""), label: unescape(match[2] ?? ""), description: unescape(match[3] ?? "") });
  }
  return options.length > 0 ? options : undefined;
}

const entities: Readonly<Record<string, string>> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&amp;": "&" };

/** Reverses the primitives' XML escaping. */
function unescape(text: string): string {
  return text.replace(/&(?:lt|gt|quot|amp);/g, (entity) => entities[entity] ?? entity);
}
