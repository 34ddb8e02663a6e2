// A process keeps a run's lease between its own calls only when it wrote the run last, and only while
// the runs it takes are mostly where it left them: a run that sticks to one process keeps it (another
// process waits for it); runs that move between processes (a balancer) make none wait.
import { advanceSession, startSession, type RunStore } from "@skill-kit/sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chain, needsServers, postgresKind, redisKind, type StoreKind } from "./fixture.js";

const servers = needsServers("kept leases (PostgreSQL, Redis)");

describe.runIf(servers).each([
  { name: "PostgreSQL", make: postgresKind },
  { name: "Redis", make: redisKind },
])("kept leases in $name", ({ make }) => {
  let kind: StoreKind;
  const opened: RunStore[] = [];
  // Keeps a lease far longer than another process waits: a kept lease shows as SESSION_BUSY.
  const open = () => {
    const store = kind.open({ lockTimeoutMs: 100, leaseMs: 20_000, keepLeaseMs: 5000 });
    opened.push(store);
    return store;
  };
  beforeAll(async () => {
    kind = await make();
  });
  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close()));
    await kind.dispose();
  });

  const begin = async (store: RunStore) => {
    const started = await startSession(chain, { params: {}, outputMode: "flag", store });
    if (!started.ok) throw started.error;
    return started.value.sessionId;
  };
  const submit = (store: RunStore, id: string, n: number) =>
    advanceSession(chain, id, { store, step: `s${String(n)}`, output: { n } });

  it("keeps the lease of a run this process wrote last, and lets it go on close", async () => {
    const [mine, other] = [open(), open()];
    const id = await begin(mine);
    expect(await submit(mine, id, 1)).toMatchObject({ ok: true });
    expect(await submit(mine, id, 2)).toMatchObject({ ok: true });
    expect(await submit(other, id, 3)).toMatchObject({ ok: false, error: { code: "SESSION_BUSY" } });
    opened.splice(opened.indexOf(mine), 1);
    await mine.close();
    expect(await submit(other, id, 3)).toMatchObject({ ok: true, value: { result: { step: "s4" } } });
  });

  it("keeps nothing for a run that moves between processes", async () => {
    const stores = [open(), open(), open()];
    const id = await begin(stores[0] as RunStore);
    for (let n = 1; n <= 8; n += 1) {
      const outcome = await submit(stores[n % 3] as RunStore, id, n);
      expect(outcome).toMatchObject({ ok: true });
    }
  });

  it("keeps none once this process finds runs it wrote moved on by others (a balancer spreading calls)", async () => {
    const [mine, other] = [open(), open()];
    const moved = await begin(mine);
    expect(await submit(other, moved, 1)).toMatchObject({ ok: true });
    expect(await submit(mine, moved, 2)).toMatchObject({ ok: true });
    const id = await begin(mine);
    expect(await submit(mine, id, 1)).toMatchObject({ ok: true });
    expect(await submit(mine, id, 2)).toMatchObject({ ok: true });
    expect(await submit(other, id, 3)).toMatchObject({ ok: true });
  });

  it("refuses an append while another call holds the run's lease", async () => {
    const [holder, other] = [open(), open()];
    const id = await begin(holder);
    const read = await other.read(id, undefined);
    let release = () => {};
    const held = holder.lock(id, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((wake) => setTimeout(wake, 50));
    await expect(other.append(id, { after: read, records: [] })).rejects.toMatchObject({ code: "SESSION_BUSY" });
    release();
    await held;
  });

  it("answers an append on a run that is gone as a missing run", async () => {
    const store = open();
    const id = await begin(store);
    const read = await store.read(id, undefined);
    await store.expire(new Date(Date.now() + 60_000));
    await expect(store.append(id, { after: read, records: [] })).rejects.toMatchObject({ code: "SESSION_NOT_FOUND" });
  });
});
