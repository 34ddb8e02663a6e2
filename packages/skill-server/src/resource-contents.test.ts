import type { SkillResource } from "@skill-kit/loader";
import { describe, expect, it } from "vitest";
import { jsonEscapeGrowth, mimeTypeOf, resourceContents, textOf } from "./resource-contents.js";

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const resource = (relativePath: string, content: Uint8Array): SkillResource => ({
  relativePath,
  absolutePath: `/skill/${relativePath}`,
  size: content.length,
  bytes: content,
  text: "",
});

describe("resource contents", () => {
  it("is text for UTF-8 without NUL bytes, else undefined", () => {
    expect(textOf(bytes("héllo"))).toBe("héllo");
    expect(textOf(new Uint8Array([0x68, 0, 0x69]))).toBeUndefined();
    expect(textOf(new Uint8Array([0xff, 0xfe, 0x41]))).toBeUndefined();
  });

  it("takes the MIME type from the name alone: the extension, else application/octet-stream", () => {
    expect(mimeTypeOf("references/GUIDE.MD")).toBe("text/markdown");
    expect(mimeTypeOf("assets/logo.png")).toBe("image/png");
    expect(mimeTypeOf("notes")).toBe("application/octet-stream");
    expect(mimeTypeOf("data.bin")).toBe("application/octet-stream");
  });

  it("sends text as text and anything else as base64 with its type", () => {
    expect(resourceContents("skill://a/x.json", resource("x.json", bytes("{}")))).toEqual({
      uri: "skill://a/x.json",
      mimeType: "application/json",
      text: "{}",
    });
    expect(resourceContents("skill://a/p.png", resource("p.png", new Uint8Array([0x89, 0, 1])))).toEqual({
      uri: "skill://a/p.png",
      mimeType: "image/png",
      blob: "iQAB",
    });
  });

  it("counts what JSON adds to each byte, as JSON.stringify writes it", () => {
    const samples = ['plain "quoted" \\ text', "tabs\tand\nlines\r\b\f", "\u0000\u0001\u001f\u000b", "héllo ✓ 𝄞"];
    for (const sample of samples) {
      const encoded = bytes(sample);
      expect(encoded.length + jsonEscapeGrowth(encoded)).toBe(bytes(JSON.stringify(sample)).length - 2);
    }
  });

  it("sends text whose JSON form would outgrow base64 as base64, so no answer exceeds 4/3 of the file", () => {
    const controls = new Uint8Array(3 * 1024).fill(0x01);
    const contents = resourceContents("skill://a/c.txt", resource("c.txt", controls));
    expect(contents).toEqual({ uri: "skill://a/c.txt", mimeType: "text/plain", blob: Buffer.from(controls).toString("base64") });
    expect(JSON.stringify(contents).length).toBeLessThan(4096 + 100);
    // A few escapes in ordinary text keep it text.
    expect(resourceContents("skill://a/n.md", resource("n.md", bytes('line "one"\nline two\n')))).toMatchObject({
      text: 'line "one"\nline two\n',
    });
  });
});
