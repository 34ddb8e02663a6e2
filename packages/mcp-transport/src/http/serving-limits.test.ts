import { describe, expect, it } from "vitest";
import { defaultServingLimits, servingLimits } from "./serving-limits.js";

const maxBody = 1024 * 1024;

describe("servingLimits", () => {
  it("takes the defaults for what is not given, and each flag's number", () => {
    expect(servingLimits({}, maxBody)).toEqual(defaultServingLimits);
    expect(
      servingLimits(
        {
          headersTimeout: "500",
          requestTimeout: "2000",
          maxConnections: "10",
          maxRequests: "8",
          maxUserRequests: "2",
          maxInflightBytes: "4194304",
          maxUserInflightBytes: "2097152",
          maxUserRate: "50",
          maxAddressPending: "4",
        },
        maxBody,
      ),
    ).toEqual({
      headersTimeoutMs: 500,
      requestTimeoutMs: 2000,
      maxConnections: 10,
      maxRequests: 8,
      maxUserRequests: 2,
      maxInflightBytes: 4 * 1024 * 1024,
      maxUserInflightBytes: 2 * 1024 * 1024,
      maxUserRate: 50,
      maxAddressPending: 4,
    });
  });

  it("refuses a number that is not a positive whole number, naming the flag", () => {
    expect(() => servingLimits({ maxConnections: "0" }, maxBody)).toThrow(
      '--max-connections needs a whole number from 1 to 1000000; found "0"',
    );
    expect(() => servingLimits({ headersTimeout: "1.5" }, maxBody)).toThrow(/--headers-timeout needs a whole number/);
    expect(() => servingLimits({ maxInflightBytes: "-1" }, maxBody)).toThrow(/--max-inflight-bytes needs a whole number/);
  });

  it("refuses limits that contradict each other", () => {
    expect(() => servingLimits({ headersTimeout: "5000", requestTimeout: "1000" }, maxBody)).toThrow(
      "--request-timeout (1000 ms) covers the headers too: it must be at least --headers-timeout (5000 ms)",
    );
    expect(() => servingLimits({ maxRequests: "4" }, maxBody)).toThrow(
      "--max-user-requests (64) must be at most --max-requests (4)",
    );
    expect(() => servingLimits({ maxInflightBytes: "1048576" }, maxBody)).toThrow(
      "--max-user-inflight-bytes (16777216) must be at most --max-inflight-bytes (1048576)",
    );
    expect(() => servingLimits({ maxUserInflightBytes: "1000" }, maxBody)).toThrow(
      "--max-body (1048576) must be at most --max-user-inflight-bytes (1000): a body that large could never be read",
    );
  });
});
