import { describe, expect, it } from "vitest";
import { renderAvailableSkills } from "./render-available-skills.js";

describe("renderAvailableSkills", () => {
  it("matches the reference layout and escaping", () => {
    expect(
      renderAvailableSkills([{ name: "pdf-tools", description: `Use <foo> & "bar" it's`, location: "/s/pdf-tools/SKILL.md" }]),
    ).toMatchInlineSnapshot(`
      "<available_skills>
      <skill>
      <name>
      pdf-tools
      </name>
      <description>
      Use &lt;foo&gt; &amp; &quot;bar&quot; it&#x27;s
      </description>
      <location>
      /s/pdf-tools/SKILL.md
      </location>
      </skill>
      </available_skills>"
    `);
  });

  it("renders an empty list on two lines and keeps multi-line descriptions", () => {
    expect(renderAvailableSkills([])).toBe("<available_skills>\n</available_skills>");
    expect(renderAvailableSkills([{ name: "a", description: "one\ntwo" }])).toBe(
      "<available_skills>\n<skill>\n<name>\na\n</name>\n<description>\none\ntwo\n</description>\n</skill>\n</available_skills>",
    );
  });
});
