import { describe, expect, it } from "vitest";
import type { SurveyQuestion } from "./act-segment.js";
import { renderSurvey, survey } from "./survey.js";

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

const yesNo = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];
const question = (number: number): SurveyQuestion => ({ question: `Question ${number}?`, options: yesNo });
const render = (questions: readonly SurveyQuestion[]): string => renderSurvey(survey(questions).config);

describe("survey", () => {
  it("renders questions with text=, header, multi-select and 4-space options", () => {
    const xml = render([
      { question: "Favourite language?", header: "Language", options: yesNo },
      {
        question: "Which editors?",
        multiSelect: true,
        options: [
          { value: "vim", label: "Vim", description: "Modal" },
          { value: "code", label: "VS Code", description: "Popular", preview: "settings.json\n{}" },
        ],
      },
    ]);
    expect(xml).toMatchInlineSnapshot(`
      "<survey>
        <question header="Language" text="Favourite language?">
          <option value="yes" label="Yes"></option>
          <option value="no" label="No"></option>
        </question>
        <question text="Which editors?" multi-select="true">
          <option value="vim" label="Vim">Modal</option>
          <option value="code" label="VS Code">Popular
            <preview>settings.json
      {}</preview>
          </option>
        </question>
      </survey>"
    `);
  });

  it("splits 5 questions into blocks of 4 and 1, separated by a blank line (acceptance 25)", () => {
    const xml = render([1, 2, 3, 4, 5].map(question));
    expect(xml).toMatchInlineSnapshot(`
      "<survey>
        <question text="Question 1?">
          <option value="yes" label="Yes"></option>
          <option value="no" label="No"></option>
        </question>
        <question text="Question 2?">
          <option value="yes" label="Yes"></option>
          <option value="no" label="No"></option>
        </question>
        <question text="Question 3?">
          <option value="yes" label="Yes"></option>
          <option value="no" label="No"></option>
        </question>
        <question text="Question 4?">
          <option value="yes" label="Yes"></option>
          <option value="no" label="No"></option>
        </question>
      </survey>

      <survey>
        <question text="Question 5?">
          <option value="yes" label="Yes"></option>
          <option value="no" label="No"></option>
        </question>
      </survey>"
    `);
    const blocks = xml.split("\n\n");
    expect(blocks).toHaveLength(2);
    expect(blocks.map((block) => block.match(/<question /g)?.length)).toEqual([4, 1]);
    expect(xml).not.toContain("type=");
  });

  it("renders exactly 4 questions as one block and 8 as two", () => {
    expect(render([1, 2, 3, 4].map(question)).match(/<survey>/g)).toHaveLength(1);
    expect(render([1, 2, 3, 4, 5, 6, 7, 8].map(question)).match(/<survey>/g)).toHaveLength(2);
  });

  it("escapes question text, header and options", () => {
    const xml = render([
      {
        question: `Use "a" & <b>?`,
        header: `"H"&<>`,
        options: [{ value: `v"&<>`, label: `l"&<>`, description: `d"&<>`, preview: `p"&<>` }, ...yesNo],
      },
    ]);
    expect(xml).toMatchInlineSnapshot(`
      "<survey>
        <question header="&quot;H&quot;&amp;&lt;&gt;" text="Use &quot;a&quot; &amp; &lt;b&gt;?">
          <option value="v&quot;&amp;&lt;&gt;" label="l&quot;&amp;&lt;&gt;">d"&amp;&lt;&gt;
            <preview>p"&amp;&lt;&gt;</preview>
          </option>
          <option value="yes" label="Yes"></option>
          <option value="no" label="No"></option>
        </question>
      </survey>"
    `);
  });

  it("rejects an empty survey", () => {
    expect(() => survey([])).toThrow("act.survey: questions: expected at least 1 question, found 0");
    expect(() => survey(loose({ question: "Q", options: yesNo }))).toThrow(
      "act.survey: questions: expected an array, found an object",
    );
  });

  it("rejects a question with too few or too many options, or a long header", () => {
    expect(() => survey([question(1), { question: "Q", options: [yesNo[0] ?? { value: "", label: "" }] }])).toThrow(
      "act.survey: questions[1].options: expected 2 to 4 options, found 1",
    );
    const five = Array.from({ length: 5 }, (_, index) => ({ value: `${index}`, label: `${index}` }));
    expect(() => survey([{ question: "Q", options: five }])).toThrow(
      "act.survey: questions[0].options: expected 2 to 4 options, found 5",
    );
    expect(() => survey([{ question: "Q", header: "Thirteen char", options: yesNo }])).toThrow(
      'act.survey: questions[0].header: expected at most 12 characters, found 13 ("Thirteen char")',
    );
  });

  it("rejects open questions (options are required) and empty question text", () => {
    expect(() => survey(loose([{ question: "Anything else?" }]))).toThrow(
      "act.survey: questions[0].options: expected an array, found nothing",
    );
    expect(() => survey([{ question: "", options: yesNo }])).toThrow(
      'act.survey: questions[0].question: expected a non-empty string, found ""',
    );
  });

  it("copies and freezes the questions", () => {
    const questions = [question(1)];
    const segment = survey(questions);
    questions.push(question(2));
    expect(segment.config).toHaveLength(1);
    expect(Object.isFrozen(segment.config) && Object.isFrozen(segment.config[0])).toBe(true);
  });
});
