// `openRunStore` reads a `--store` spec; a store that cannot be reached answers SESSION_STORE_UNAVAILABLE.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { advanceSession, startSession } from "@skill-kit/sessions";
import { SessionError, UsageError } from "@skill-kit/core";
import { describe, expect, it } from "vitest";
import { openRunStore } from "../src/index.js";
import { freePort } from "../../../tooling/test-utils/src/servers.js";
import { chain } from "./fixture.js";

describe("openRunStore", () => {
  it("opens the session files of file:DIR", async () => {
    const dir = mkdtempSync(join(tmpdir(), "skill-kit-open-store-"));
    const store = await openRunStore(`file:${dir}`);
    const started = await startSession(chain, { params: {}, store });
    if (!started.ok) throw started.error;
    expect(started.value.file.startsWith(dir)).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses any other spec", async () => {
    await expect(openRunStore("mysql://localhost")).rejects.toSatisfy((error) => UsageError.isInstance(error));
  });
});

// docs/errors.md's row: a database that does not answer (here, no server on the port at all).
describe.each(["postgres", "redis"])("SESSION_STORE_UNAVAILABLE (%s)", (scheme) => {
  it("is what the sessions API answers, naming the store and saying to retry", async () => {
    const port = await freePort();
    const store = await openRunStore(`${scheme}://127.0.0.1:${String(port)}/`, { timeoutMs: 500 });
    const started = await startSession(chain, { params: {}, store });
    const advanced = await advanceSession(chain, "0".repeat(32), { store, step: "s1", output: { n: 1 } });
    await store.close();
    for (const outcome of [started, advanced]) {
      if (outcome.ok) throw new Error("expected the store to be unavailable");
      expect(SessionError.isInstance(outcome.error)).toBe(true);
      expect(outcome.error.code).toBe("SESSION_STORE_UNAVAILABLE");
      expect(outcome.error.message).toContain(`127.0.0.1:${String(port)}`);
      expect(outcome.error.message).toMatch(/Nothing was written; retry the call\.$/);
      expect(outcome.error.data).toMatchObject({ retryable: true });
    }
  });
});
