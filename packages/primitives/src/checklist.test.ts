import { describe, expect, it } from "vitest";
import { checklist, renderChecklistTag } from "./checklist.js";

// Passes a value of the wrong type, as a JavaScript caller could.
const loose = (value: unknown): never => value as never;

const render = (config: Parameters<typeof checklist>[0]): string => renderChecklistTag(checklist(config).config);

describe("checklist", () => {
  it("renders one item per line with a free-text status", () => {
    const xml = render({
      create: [
        { title: "Read the brief", status: "done" },
        { title: "Write the code", status: "in progress" },
      ],
    });
    expect(xml).toMatchInlineSnapshot(`
      "<checklist>
        <item status="done">Read the brief</item>
        <item status="in progress">Write the code</item>
      </checklist>"
    `);
  });

  it("leaves an empty line between the tags when there are no items", () => {
    expect(render({ create: [] })).toBe("<checklist>\n\n</checklist>");
  });

  it("escapes the title and the status", () => {
    expect(render({ create: [{ title: `Fix "a" & <b>`, status: `"half" & <more>` }] })).toMatchInlineSnapshot(`
      "<checklist>
        <item status="&quot;half&quot; &amp; &lt;more&gt;">Fix "a" &amp; &lt;b&gt;</item>
      </checklist>"
    `);
  });

  it("rejects items without string title or status", () => {
    expect(() => checklist(loose({ create: [{ title: "a" }] }))).toThrow(
      "act.checklist: create[0].status: expected a string, found nothing",
    );
    expect(() => checklist(loose({ create: [{ title: 1, status: "todo" }] }))).toThrow(
      "act.checklist: create[0].title: expected a string, found number 1",
    );
    expect(() => checklist(loose({ create: "a" }))).toThrow('act.checklist: create: expected an array, found "a"');
  });
});
