import { describe, expect, it } from "vitest";
import { storeUrlSettings } from "./store-url.js";

describe("storeUrlSettings", () => {
  it("takes our parameters out and leaves the driver's", () => {
    const read = storeUrlSettings("postgres://app@db:5432/app?sslmode=require&pool_size=20&keep_lease_ms=0", [
      "pool_size",
      "keep_lease_ms",
    ]);
    expect(read).toEqual({ url: "postgres://app@db:5432/app?sslmode=require", poolSize: 20, keepLeaseMs: 0 });
  });

  it("leaves a URL without them as it was", () => {
    expect(storeUrlSettings("redis://127.0.0.1:6379/2", ["keep_lease_ms"])).toEqual({
      url: "redis://127.0.0.1:6379/2",
      poolSize: undefined,
      keepLeaseMs: undefined,
    });
  });

  it("refuses a value that is not a whole number in range, naming the parameter", () => {
    expect(() => storeUrlSettings("postgres://db/app?pool_size=0", ["pool_size"])).toThrow(
      'pool_size in the store URL must be a whole number from 1 to 1000, found "0"',
    );
    expect(() => storeUrlSettings("postgres://db/app?keep_lease_ms=1.5", ["keep_lease_ms"])).toThrow(
      'keep_lease_ms in the store URL must be a whole number from 0 to 60000, found "1.5"',
    );
  });

  it("refuses a parameter the store does not take", () => {
    expect(() => storeUrlSettings("redis://cache?pool_size=4", ["keep_lease_ms"])).toThrow(
      "pool_size does not apply to a redis store URL; it takes keep_lease_ms",
    );
  });
});
