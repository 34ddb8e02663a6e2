// Which Host headers a studio answers, by the address it is bound to.
import { describe, expect, it } from "vitest";
import { hostCheck } from "./allowed-hosts.js";

describe("hostCheck", () => {
  it("on 127.0.0.1 takes the loopback names with its port, and no other name or port", () => {
    const check = hostCheck("127.0.0.1", 4000);
    expect(["127.0.0.1:4000", "localhost:4000", "[::1]:4000"].map(check)).toEqual([true, true, true]);
    expect(["evil.example:4000", "127.0.0.1:4001", "127.0.0.1", undefined].map(check)).toEqual([false, false, false, false]);
  });

  it("on another loopback address takes that address too: the URL it prints works", () => {
    const check = hostCheck("127.0.0.2", 4000);
    expect(check("127.0.0.2:4000")).toBe(true);
    expect(check("rebound.example:4000")).toBe(false);
  });

  it("on every address takes any IP address but no name except localhost", () => {
    const check = hostCheck("0.0.0.0", 4000);
    expect(["10.1.2.3:4000", "localhost:4000"].map(check)).toEqual([true, true]);
    expect(check("rebound.example:4000")).toBe(false);
  });
});
