import { describe, expect, it } from "vitest";
import { demoteHeadings } from "./headings.js";

describe("demoteHeadings", () => {
  it("moves every heading two levels down, never past h6", () => {
    expect(demoteHeadings("<h1>A</h1><h2 id=x>B</h2><h5>C</h5><H6>D</H6>")).toBe("<h3>A</h3><h4 id=x>B</h4><h6>C</h6><h6>D</h6>");
  });
  it("leaves escaped text and other tags alone", () => {
    const html = "<p>&lt;h1&gt;not a tag&lt;/h1&gt; <header>x</header> <hr></p>";
    expect(demoteHeadings(html)).toBe(html);
  });
});
