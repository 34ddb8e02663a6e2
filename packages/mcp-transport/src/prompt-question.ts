// Recognises a prompt that is nothing but one structured `<ask-user>` or one `<confirm>` (§4.1, §4.2).

interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  readonly description: string;
}

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
  /^<ask-user type="structured"(?: header="([^"]*)")? question="([^"]*)"( multi-select="true")?>\n([^]*)\n<\/ask-user>$/;
const option = / {2}<option value="([^"]*)" label="([^"]*)">([^<]*)(?:\n {4}<preview>[^<]*<\/preview>\n {2})?<\/option>(\n|$)/y;
const confirm = /^<confirm default="(yes|no)"( destructive="true")?>([^<]*)<\/confirm>$/;

/** The question a prompt consists of, or undefined when the prompt holds anything else. */
export function promptQuestion(prompt: string): PromptQuestion | undefined {
  const yesNo = confirm.exec(prompt);
  if (yesNo !== null) {
    return {
      kind: "confirm",
      message: unescape(yesNo[3] ?? ""),
      defaultAnswer: yesNo[1] === "yes",
      destructive: yesNo[2] !== undefined,
    };
  }
  const ask = askUser.exec(prompt);
  if (ask === null) return undefined;
  const options = parseOptions(ask[4] ?? "");
  if (options === undefined) return undefined;
  const header = ask[1] === undefined ? {} : { header: unescape(ask[1]) };
  return { kind: "choice", question: unescape(ask[2] ?? ""), ...header, multiSelect: ask[3] !== undefined, options };
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
