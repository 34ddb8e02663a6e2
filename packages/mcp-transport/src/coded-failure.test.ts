// Which failures are retryable, and the JSON-RPC error the stdio wire answers for each of them.
import { errorTable, retryableErrors } from "@skill-kit/primitives/error-table";
import { describe, expect, it } from "vitest";
import { codedFailure, retryableCallError } from "./coded-failure.js";
import { toolFailure } from "./run-result.js";

describe("codedFailure", () => {
  it("is retryable for a lock held, a store away and a live-run bound only", () => {
    for (const code of ["SESSION_BUSY", "SESSION_STORE_UNAVAILABLE", "SESSION_LIMIT"])
      expect(codedFailure(code)).toEqual({ code, retryable: true });
    for (const code of ["SESSION_CORRUPT", "SESSION_NOT_FOUND", "ACTION_FAILED", "INVALID_PARAMS", "toString"])
      expect(codedFailure(code)).toEqual({ code, retryable: false });
  });

  it("keeps a wait only on a retryable failure, and only a whole number of milliseconds", () => {
    expect(codedFailure("SESSION_LIMIT", 1500)).toEqual({ code: "SESSION_LIMIT", retryable: true, retryAfterMs: 1500 });
    expect(codedFailure("SESSION_CORRUPT", 1500)).toEqual({ code: "SESSION_CORRUPT", retryable: false });
    expect(codedFailure("SESSION_LIMIT", -1)).toEqual({ code: "SESSION_LIMIT", retryable: true });
    expect(codedFailure("SESSION_LIMIT", 1.5)).toEqual({ code: "SESSION_LIMIT", retryable: true });
  });
});

describe("retryableCallError", () => {
  it("gives a retryable failure's result its own JSON-RPC code, its message and its code in data", () => {
    const busy = toolFailure("Session is busy; retry the call", codedFailure("SESSION_BUSY"));
    expect(retryableCallError(busy)).toEqual({
      code: -32050,
      message: "Session is busy; retry the call",
      data: { code: "SESSION_BUSY", retryable: true },
    });
    const limit = toolFailure("Too many live runs", codedFailure("SESSION_LIMIT", 2000));
    expect(retryableCallError(limit)).toEqual({
      code: -32052,
      message: "Too many live runs",
      data: { code: "SESSION_LIMIT", retryable: true, retryAfterMs: 2000 },
    });
  });

  it("leaves every other result as it is: a success, a fatal failure, a failure without a code", () => {
    expect(retryableCallError({ content: [] })).toBeUndefined();
    expect(retryableCallError(toolFailure("corrupt", codedFailure("SESSION_CORRUPT")))).toBeUndefined();
    expect(retryableCallError(toolFailure("a bug"))).toBeUndefined();
    expect(retryableCallError(undefined)).toBeUndefined();
    // A code nobody here made retryable, even if a result says so.
    expect(
      retryableCallError({ isError: true, _meta: { "skill-kit/error": { code: "OTHER", retryable: true } } }),
    ).toBeUndefined();
  });

  it("is retryable exactly for the codes the error table gives a retry wire", () => {
    for (const [code, row] of Object.entries(errorTable))
      expect(codedFailure(code).retryable, code).toBe(row.retry !== undefined);
  });

  it("uses codes of the server-error range, one each, none the SDK uses", () => {
    const codes = Object.values(retryableErrors).map((wire) => wire.jsonRpcCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code >= -32099 && code <= -32000 && ![-32000, -32001, -32002].includes(code)).toBe(true);
  });
});
