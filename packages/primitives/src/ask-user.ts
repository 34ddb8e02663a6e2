// `act.askUser`: an open or structured question to the user (tag `ask-user`).
import type { ActSegmentOf, AskUserConfig, AskUserOption, StructuredQuestion } from "./act-segment.js";
import { expectChoice, expectHeader, expectObject, expectOptionalBoolean, expectOptions, expectText } from "./config-checks.js";
import { escapeAttribute } from "./escape-xml.js";
import { renderOption } from "./render-option.js";

const where = "act.askUser";

/** Copies options into frozen plain data. */
export function freezeOptions(options: readonly AskUserOption[]): readonly AskUserOption[] {
  return Object.freeze(options.map((option) => Object.freeze({ ...option })));
}

function freezeConfig(config: AskUserConfig): AskUserConfig {
  if (config.type === "open") return Object.freeze({ type: "open", question: config.question });
  const structured: StructuredQuestion = { ...config, options: freezeOptions(config.options) };
  return Object.freeze(structured);
}

/**
 * Asks the user a question. Structured questions need 2 to 4 options and a header of at most
 * 12 characters; both are checked here and throw a `PrimitiveConfigError`.
 */
export function askUser(config: AskUserConfig): ActSegmentOf<"ask-user"> {
  expectObject({ where, field: "config" }, config);
  expectChoice({ where, field: "type" }, config.type, { allowed: ["open", "structured"] });
  expectText({ where, field: "question" }, config.question);
  if (config.type === "structured") {
    expectHeader({ where, field: "header" }, config.header);
    expectOptions({ where, field: "options" }, config.options);
    expectOptionalBoolean({ where, field: "multiSelect" }, config.multiSelect);
  }
  const segment: ActSegmentOf<"ask-user"> = { kind: "act", primitive: "ask-user", config: freezeConfig(config) };
  return Object.freeze(segment);
}

/** The `<ask-user>` XML of `config` (§4.1). */
export function renderAskUser(config: AskUserConfig): string {
  const question = ` question="${escapeAttribute(config.question)}"`;
  if (config.type === "open") return `<ask-user type="open"${question} />`;
  const header = config.header === undefined || config.header === "" ? "" : ` header="${escapeAttribute(config.header)}"`;
  const multiSelect = config.multiSelect === true ? ` multi-select="true"` : "";
  const options = config.options.map((option) => renderOption(option, "  "));
  return [`<ask-user type="structured"${header}${question}${multiSelect}>`, ...options, "</ask-user>"].join("\n");
}
