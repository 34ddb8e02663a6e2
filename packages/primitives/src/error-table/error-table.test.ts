import { describe, expect, it } from "vitest";
import { errorTable, isRetryableCode, retryableErrors, type ErrorCode } from "./index.js";

const codes = Object.keys(errorTable).filter((code): code is ErrorCode => Object.hasOwn(errorTable, code));

describe("the error table", () => {
  it("lists the retryable codes exactly where a row says how the wire retries it", () => {
    const withRetry = codes.filter((code) => "retry" in errorTable[code]);
    expect(withRetry).toEqual(Object.keys(retryableErrors));
    for (const code of withRetry) expect(isRetryableCode(code)).toBe(true);
    expect(codes.filter((code) => isRetryableCode(code))).toEqual(withRetry);
  });

  it("gives each retryable code the same wire facts in its row as in retryableErrors", () => {
    for (const code of codes) if (isRetryableCode(code)) expect(errorTable[code].retry).toBe(retryableErrors[code]);
  });

  it("keeps the JSON-RPC codes of retryable failures in their own block, each once", () => {
    const jsonRpc = Object.values(retryableErrors).map((wire) => wire.jsonRpcCode);
    expect(new Set(jsonRpc).size).toBe(jsonRpc.length);
    for (const code of jsonRpc) {
      expect(code).toBeGreaterThanOrEqual(-32059);
      expect(code).toBeLessThanOrEqual(-32050);
    }
  });

  it("writes every code in SCREAMING_SNAKE case, with a meaning, a remedy and where it surfaces", () => {
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
      const row = errorTable[code];
      expect(row.meaning.length, code).toBeGreaterThan(10);
      expect(row.remedy.length, code).toBeGreaterThan(5);
      expect(row.surfaces.length, code).toBeGreaterThan(5);
    }
  });

  it("is not a retryable code for an unknown or inherited name", () => {
    expect(isRetryableCode("SESSION_CORRUPT")).toBe(false);
    expect(isRetryableCode("toString")).toBe(false);
  });
});
