import { describe, expect, it } from "vitest";
import type { AskUserOption } from "./act-segment.js";
import { askUser, renderAskUser } from "./ask-user.js";
import { PrimitiveConfigError } from "./primitive-config-error.js";

const options = (count: number): AskUserOption[] =>
  Array.from({ length: count }, (_, index) => ({ value: `v${index + 1}`, label: `Label ${index + 1}` }));

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

function render(config: Parameters<typeof askUser>[0]): string {
  return renderAskUser(askUser(config).config);
}

function creationError(run: () => unknown): PrimitiveConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof PrimitiveConfigError) return error;
    throw error;
  }
  throw new Error("expected a PrimitiveConfigError, nothing was thrown");
}

describe("askUser", () => {
  it("renders an open question as a self-closing tag", () => {
    expect(render({ type: "open", question: "What is your name?" })).toMatchInlineSnapshot(
      `"<ask-user type="open" question="What is your name?" />"`,
    );
  });

  it("renders a structured question with header, descriptions and multi-select", () => {
    const xml = render({
      type: "structured",
      header: "Role",
      question: "What do you do?",
      multiSelect: true,
      options: [
        { value: "dev", label: "Developer", description: "Writes code" },
        { value: "pm", label: "Product", description: "Decides what to build" },
        { value: "design", label: "Designer" },
      ],
    });
    expect(xml).toMatchInlineSnapshot(`
      "<ask-user type="structured" header="Role" question="What do you do?" multi-select="true">
        <option value="dev" label="Developer">Writes code</option>
        <option value="pm" label="Product">Decides what to build</option>
        <option value="design" label="Designer"></option>
      </ask-user>"
    `);
  });

  it("omits header and multi-select when not set (multiSelect false, empty header)", () => {
    expect(
      render({ type: "structured", header: "", question: "Q", multiSelect: false, options: options(2) }),
    ).toMatchInlineSnapshot(`
      "<ask-user type="structured" question="Q">
        <option value="v1" label="Label 1"></option>
        <option value="v2" label="Label 2"></option>
      </ask-user>"
    `);
  });

  it("renders an option with a preview on three lines", () => {
    const xml = render({
      type: "structured",
      question: "Which layout?",
      options: [
        { value: "a", label: "Grid", description: "Cards", preview: "[ ][ ]\n[ ][ ]" },
        { value: "b", label: "List", preview: "- one" },
      ],
    });
    expect(xml).toMatchInlineSnapshot(`
      "<ask-user type="structured" question="Which layout?">
        <option value="a" label="Grid">Cards
          <preview>[ ][ ]
      [ ][ ]</preview>
        </option>
        <option value="b" label="List">
          <preview>- one</preview>
        </option>
      </ask-user>"
    `);
  });

  it("escapes every attribute and text node", () => {
    const xml = render({
      type: "structured",
      header: `"H"&<>`,
      question: `Use "a" & <b>?`,
      options: [
        { value: `v"&<>`, label: `l"&<>`, description: `d"&<>`, preview: `p"&<>` },
        { value: "plain", label: "Plain" },
      ],
    });
    expect(xml).toMatchInlineSnapshot(`
      "<ask-user type="structured" header="&quot;H&quot;&amp;&lt;&gt;" question="Use &quot;a&quot; &amp; &lt;b&gt;?">
        <option value="v&quot;&amp;&lt;&gt;" label="l&quot;&amp;&lt;&gt;">d"&amp;&lt;&gt;
          <preview>p"&amp;&lt;&gt;</preview>
        </option>
        <option value="plain" label="Plain"></option>
      </ask-user>"
    `);
    expect(render({ type: "open", question: `Say "hi" & <wave>` })).toBe(
      `<ask-user type="open" question="Say &quot;hi&quot; &amp; &lt;wave&gt;" />`,
    );
  });

  it("renders 4 options indented by 2 spaces (acceptance 22)", () => {
    const lines = render({ type: "structured", question: "Role?", options: options(4) }).split("\n");
    expect(lines[0]).toBe(`<ask-user type="structured" question="Role?">`);
    expect(lines.slice(1, 5).every((line) => /^ {2}<option value="v\d" label="Label \d"><\/option>$/.test(line))).toBe(true);
    expect(lines.at(-1)).toBe("</ask-user>");
  });

  it("returns frozen plain data that does not share the caller's arrays", () => {
    const input = options(2);
    const segment = askUser({ type: "structured", question: "Q", options: input });
    expect(segment).toEqual({
      kind: "act",
      primitive: "ask-user",
      config: { type: "structured", question: "Q", options: input },
    });
    expect(Object.isFrozen(segment)).toBe(true);
    expect(Object.isFrozen(segment.config)).toBe(true);
    if (segment.config.type !== "structured") throw new Error("expected structured");
    expect(Object.isFrozen(segment.config.options[0])).toBe(true);
    input.push({ value: "late", label: "Late" });
    expect(segment.config.options).toHaveLength(2);
  });
});

describe("askUser validation (acceptance 24)", () => {
  it("throws for 1 option", () => {
    const error = creationError(() => askUser({ type: "structured", question: "Q", options: options(1) }));
    expect(error.code).toBe("PRIMITIVE_CONFIG");
    expect(error.message).toBe("act.askUser: options: expected 2 to 4 options, found 1");
  });

  it("throws for 5 options", () => {
    expect(() => askUser({ type: "structured", question: "Q", options: options(5) })).toThrow(
      "act.askUser: options: expected 2 to 4 options, found 5",
    );
  });

  it("throws for a 13-character header and accepts 12", () => {
    expect(() => askUser({ type: "structured", header: "Thirteen char", question: "Q", options: options(2) })).toThrow(
      'act.askUser: header: expected at most 12 characters, found 13 ("Thirteen char")',
    );
    expect(() => askUser({ type: "structured", header: "Twelve chars", question: "Q", options: options(2) })).not.toThrow();
  });

  it("counts header length in code points", () => {
    expect(() =>
      askUser({ type: "structured", header: "🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉", question: "Q", options: options(2) }),
    ).not.toThrow();
  });

  it("throws for an empty question", () => {
    expect(() => askUser({ type: "open", question: "  " })).toThrow(
      'act.askUser: question: expected a non-empty string, found "  "',
    );
  });

  it("throws for an unknown type", () => {
    expect(() => askUser(loose({ type: "multiple", question: "Q" }))).toThrow(
      'act.askUser: type: expected "open" or "structured", found "multiple"',
    );
  });

  it("throws for a config that is not an object", () => {
    expect(() => askUser(loose("What?"))).toThrow('act.askUser: config: expected an object, found "What?"');
  });

  it("throws for an option without a string label or value", () => {
    const badLabel = {
      type: "structured",
      question: "Q",
      options: [
        { value: "a", label: "A" },
        { value: "b", label: 2 },
      ],
    };
    expect(() => askUser(loose(badLabel))).toThrow("act.askUser: options[1].label: expected a non-empty string, found number 2");
    const noValue = { type: "structured", question: "Q", options: [{ label: "A" }, { value: "b", label: "B" }] };
    expect(() => askUser(loose(noValue))).toThrow("act.askUser: options[0].value: expected a non-empty string, found nothing");
    const notObject = { type: "structured", question: "Q", options: ["a", "b"] };
    expect(() => askUser(loose(notObject))).toThrow('act.askUser: options[0]: expected an object, found "a"');
  });

  it("throws for missing options, a non-string description or preview, and a non-boolean multiSelect", () => {
    expect(() => askUser(loose({ type: "structured", question: "Q" }))).toThrow(
      "act.askUser: options: expected an array, found nothing",
    );
    const badDescription = {
      type: "structured",
      question: "Q",
      options: [{ value: "a", label: "A", description: 1 }, ...options(1)],
    };
    expect(() => askUser(loose(badDescription))).toThrow("options[0].description: expected a string or nothing, found number 1");
    const badPreview = { type: "structured", question: "Q", options: [...options(1), { value: "b", label: "B", preview: {} }] };
    expect(() => askUser(loose(badPreview))).toThrow("options[1].preview: expected a string or nothing, found an object");
    const badMulti = { type: "structured", question: "Q", multiSelect: "yes", options: options(2) };
    expect(() => askUser(loose(badMulti))).toThrow('act.askUser: multiSelect: expected true, false or nothing, found "yes"');
  });
});
