import { describe, expect, it } from "vitest";
import { storeLabel } from "./store-label.js";

describe("storeLabel", () => {
  it("hides a database URL's password, in the address or its query", () => {
    expect(storeLabel("postgres://app:s3cret@db.example:5432/runs")).toBe("postgres://app:***@db.example:5432/runs");
    expect(storeLabel("redis://:s3cret@127.0.0.1:6379")).toBe("redis://:***@127.0.0.1:6379");
    expect(storeLabel("postgresql://app@db/runs?password=s3cret&pool_size=4")).toBe(
      "postgresql://app@db/runs?password=***&pool_size=4",
    );
    expect(storeLabel("postgres://app:s3cret@[bad")).not.toContain("s3cret");
  });

  it("leaves a session folder as it is", () => {
    expect(storeLabel("file:/tmp/skill-kit-sessions")).toBe("file:/tmp/skill-kit-sessions");
  });
});
