// Payload decoding: base64, hex, escapes and PowerShell's UTF-16LE; noise stays undecoded.
import { describe, expect, it } from "vitest";
import { decodeBase64, decodeEscapes, decodeHex, decodePowerShell } from "./payloads.js";

describe("payloads", () => {
  it("decodes each form", () => {
    expect(decodeBase64("Y3VybCB4")).toBe("curl x");
    expect(decodeHex("6375726c2078")).toBe("curl x");
    expect(decodeEscapes("\\x63\\x75rl\\040x\\n")).toBe("curl x\n");
    expect(decodePowerShell(Buffer.from("iex x", "utf16le").toString("base64"))).toBe("iex x");
  });

  it("leaves what is not a payload", () => {
    expect(decodeBase64("not base64!")).toBeUndefined();
    expect(decodeBase64(Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).toString("base64"))).toBeUndefined();
    expect(decodeEscapes("plain \\n text")).toBeUndefined();
    expect(decodeHex("xyz")).toBeUndefined();
  });
});
