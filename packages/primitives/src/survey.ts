// `act.survey`: several structured questions asked together (tag `survey`).
import type { ActSegmentOf, SurveyQuestion } from "./act-segment.js";
import { freezeOptions } from "./ask-user.js";
import {
  expectArray,
  expectHeader,
  expectObject,
  expectOptionalBoolean,
  expectOptions,
  expectText,
  failCheck,
} from "./config-checks.js";
import { escapeAttribute } from "./escape-xml.js";
import { renderOption } from "./render-option.js";

const where = "act.survey";
/** How many questions one `<survey>` block holds; longer surveys render several blocks. */
const surveyBlockSize = 4;

function checkQuestion(question: SurveyQuestion, index: number): SurveyQuestion {
  const site = (field: string) => ({ where, field: `questions[${index}]${field}` });
  expectObject(site(""), question);
  expectText(site(".question"), question.question);
  expectHeader(site(".header"), question.header);
  expectOptions(site(".options"), question.options);
  expectOptionalBoolean(site(".multiSelect"), question.multiSelect);
  return Object.freeze({ ...question, options: freezeOptions(question.options) });
}

/** Asks `questions` (at least one, each with 2 to 4 options and a header of at most 12 characters). */
export function survey(questions: readonly SurveyQuestion[]): ActSegmentOf<"survey"> {
  expectArray({ where, field: "questions" }, questions);
  if (questions.length === 0) failCheck({ where, field: "questions" }, { expected: "at least 1 question", found: "0" });
  const config = Object.freeze(questions.map(checkQuestion));
  const segment: ActSegmentOf<"survey"> = { kind: "act", primitive: "survey", config };
  return Object.freeze(segment);
}

function renderQuestion(question: SurveyQuestion): string {
  const header = question.header === undefined || question.header === "" ? "" : ` header="${escapeAttribute(question.header)}"`;
  const multiSelect = question.multiSelect === true ? ` multi-select="true"` : "";
  const open = `  <question${header} text="${escapeAttribute(question.question)}"${multiSelect}>`;
  return [open, ...question.options.map((option) => renderOption(option, "    ")), "  </question>"].join("\n");
}

/** The `<survey>` XML of `questions`: blocks of 4 questions, separated by a blank line (§4.6). */
export function renderSurvey(questions: readonly SurveyQuestion[]): string {
  const blocks: string[] = [];
  for (let start = 0; start < questions.length; start += surveyBlockSize) {
    const block = questions.slice(start, start + surveyBlockSize).map(renderQuestion);
    blocks.push(["<survey>", ...block, "</survey>"].join("\n"));
  }
  return blocks.join("\n\n");
}
