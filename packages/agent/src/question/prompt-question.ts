// Recognises a step prompt that asks the user one question: a single structured `<ask-user>` or one
// `<confirm>` (as MCP elicitation reads them), shown with nothing but `<rendered>` views and `<system>` tone.

/** One option of a structured question. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  readonly description: string;
}

/** The question a prompt asks, as the app shows it to the user. */
export type PromptQuestion =
  | {
      readonly kind: "choice";
      readonly question: string;
      readonly header?: string;
      readonly multiSelect: boolean;
      readonly options: readonly ChoiceOption[];
    }
  | { readonly kind: "confirm"; readonly message: string; readonly defaultAnswer: boolean; readonly destructive: boolean };

const askUser =
  /<ask-user type="structured"(?: header="([^"]*)")? question="([^"]*)"( multi-select="true")?>\n([^]*?)\n<\/ask-user>/g;
const option = / {2}<option value="([^"]*)" label="([^"]*)">([^<]*)(?:\n {4}<preview>[^<]*<\/preview>\n {2})?<\/option>(\n|$)/y;
const confirm = /<confirm default="(yes|no)"( destructive="true")?>([^<]*)<\/confirm>/g;
/** What may stand beside the question: views the user sees with it, and the persona. */
const shownBeside = /<rendered(?: name="[^"]*")?>\n[^]*?\n<\/rendered>|<system>[^]*?<\/system>/g;

/** The question `prompt` asks, or undefined when it holds anything else (instructions for the model, two questions). */
export function promptQuestion(prompt: string): PromptQuestion | undefined {
  const confirms = [...prompt.matchAll(confirm)];
  const asks = [...prompt.matchAll(askUser)];
  const [found, ...more] = [...confirms, ...asks];
  if (found === undefined || more.length > 0) return undefined;
  const rest = `${prompt.slice(0, found.index)}${prompt.slice(found.index + found[0].length)}`;
  if (rest.replace(shownBeside, "").trim() !== "") return undefined;
  if (confirms.length === 1)
    return {
      kind: "confirm",
      message: unescape(found[3] ?? ""),
      defaultAnswer: found[1] === "yes",
      destructive: found[2] !== undefined,
    };
  const options = parseOptions(found[4] ?? "");
  if (options === undefined) return undefined;
  const header = found[1] === undefined ? {} : { header: unescape(found[1]) };
  return { kind: "choice", question: unescape(found[2] ?? ""), ...header, multiSelect: found[3] !== undefined, options };
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
