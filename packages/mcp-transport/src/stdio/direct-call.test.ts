import { describe, expect, it } from "vitest";
import { plainCall } from "./direct-call.js";

describe("plainCall", () => {
  it("takes params of a name and arguments only", () => {
    expect(plainCall({ name: "advance", arguments: { a: 1 } })).toEqual({ name: "advance", args: { a: 1 } });
    expect(plainCall({ name: "advance" })).toEqual({ name: "advance", args: undefined });
  });

  it("leaves params with anything more (a progress token, a task) to the SDK", () => {
    expect(plainCall({ name: "advance", arguments: {}, _meta: { progressToken: 1 } })).toBeUndefined();
    expect(plainCall({ name: "advance", arguments: {}, task: { ttl: 1 } })).toBeUndefined();
    expect(plainCall(undefined)).toBeUndefined();
  });
});
