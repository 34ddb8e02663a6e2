// A per-request server's close records no stack for the error the SDK makes then, and the stack
// trace limit is back as it was after, also when the close throws.
import { describe, expect, it } from "vitest";
import { closeQuietly } from "./quiet-close.js";

describe("closeQuietly", () => {
  it("makes errors without stacks during the close, and restores the limit", async () => {
    const before = Error.stackTraceLimit;
    let made: Error | undefined;
    await closeQuietly({
      close: () => {
        made = new Error("Connection closed");
        return Promise.resolve();
      },
    });
    expect(made?.stack?.split("\n")).toEqual(["Error: Connection closed"]);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error("later").stack?.split("\n").length).toBeGreaterThan(1);
  });

  it("restores the limit when the close throws", () => {
    const before = Error.stackTraceLimit;
    expect(() =>
      closeQuietly({
        close: () => {
          throw new Error("broken");
        },
      }),
    ).toThrow("broken");
    expect(Error.stackTraceLimit).toBe(before);
  });
});
