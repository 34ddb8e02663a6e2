import { describe, expect, it } from "vitest";
import { Admission, isRefusal, type Refusal, type Ticket } from "./admission.js";
import { defaultServingLimits } from "./serving-limits.js";

const limits = { ...defaultServingLimits, maxRequests: 3, maxUserRequests: 2, maxInflightBytes: 100, maxUserInflightBytes: 60 };

function ticket(entry: Ticket | Refusal): Ticket {
  if (isRefusal(entry)) throw new Error(`refused: ${entry.message}`);
  return entry;
}

/** A refusal's status and the flag its message names. */
function refusal(entry: Ticket | Refusal | undefined): string {
  if (entry === undefined || !isRefusal(entry)) return "admitted";
  return `${String(entry.status)} ${/\(--[a-z-]+\)/.exec(entry.message)?.[0].slice(1, -1) ?? "no flag named"}`;
}

describe("Admission", () => {
  it("refuses a user past their own requests with 429, and anyone past the server's with 503", () => {
    const admission = new Admission(limits);
    const first = ticket(admission.enter("ada"));
    ticket(admission.enter("ada"));
    expect(refusal(admission.enter("ada"))).toBe("429 --max-user-requests");
    ticket(admission.enter("bob"));
    expect(refusal(admission.enter("cy"))).toBe("503 --max-requests");
    first.release();
    first.release();
    expect(admission.held).toEqual({ requests: 2, bytes: 0, users: 2 });
    ticket(admission.enter("cy"));
  });

  it("holds body bytes within the user's share (429) and the server's (503), and gives them all back", () => {
    const admission = new Admission(limits);
    const ada = ticket(admission.enter("ada"));
    expect(ada.hold(50)).toBeUndefined();
    expect(refusal(ada.hold(20))).toBe("429 --max-user-inflight-bytes");
    const bob = ticket(admission.enter("bob"));
    expect(bob.hold(40)).toBeUndefined();
    const cy = ticket(admission.enter("cy"));
    expect(refusal(cy.hold(20))).toBe("503 --max-inflight-bytes");
    expect(admission.held).toEqual({ requests: 3, bytes: 90, users: 3 });
    ada.release();
    bob.release();
    cy.release();
    expect(admission.held).toEqual({ requests: 0, bytes: 0, users: 0 });
  });
});

describe("Admission of answers not yet taken", () => {
  it("counts unsent answer bytes past the bounds, refuses new requests until they are taken, and gives them back", () => {
    const admission = new Admission(limits);
    const ada = ticket(admission.enter("ada"));
    expect(ada.crowded()).toBeUndefined();
    ada.owe(70);
    expect(admission.held.bytes).toBe(70);
    expect(refusal(ada.crowded())).toBe("429 --max-user-inflight-bytes");
    expect(refusal(admission.enter("ada"))).toBe("429 --max-user-inflight-bytes");
    const bob = ticket(admission.enter("bob"));
    bob.owe(30);
    expect(refusal(admission.enter("cy"))).toBe("503 --max-inflight-bytes");
    ada.repay(20);
    ticket(admission.enter("ada")).release();
    ada.repay(500);
    expect(admission.held.bytes).toBe(30);
    bob.release();
    bob.owe(10);
    expect(admission.held).toEqual({ requests: 1, bytes: 0, users: 1 });
  });
});
