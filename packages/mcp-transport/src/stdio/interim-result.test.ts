import { describe, expect, it } from "vitest";
import { interimResult } from "./interim-result.js";

const identity = { "io.modelcontextprotocol/serverInfo": { name: "interview", version: "1.0.0" } };

describe("interimResult", () => {
  it("drops the server identity of an input-required result, keeping any other `_meta`", () => {
    const asked = { resultType: "input_required", inputRequests: {}, requestState: "h", _meta: identity };
    expect(interimResult(asked)).toEqual({ resultType: "input_required", inputRequests: {}, requestState: "h" });
    const traced = { ...asked, _meta: { ...identity, "skill-kit/trace": 1 } };
    expect(interimResult(traced)).toEqual({ ...asked, _meta: { "skill-kit/trace": 1 } });
  });

  it("leaves every other result as it is, the final result's identity included", () => {
    const final = { resultType: "complete", content: [], _meta: identity };
    expect(interimResult(final)).toBe(final);
    const legacy = { content: [] };
    expect(interimResult(legacy)).toBe(legacy);
    const bare = { resultType: "input_required", inputRequests: {} };
    expect(interimResult(bare)).toBe(bare);
  });
});
