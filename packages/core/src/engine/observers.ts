// Observer dispatch: each call gets a structured clone, runs in a microtask, and cannot break the run.
import type { ObserverMap } from "../definition.js";

type EventName = keyof ObserverMap;
type Payload<E extends EventName> = Parameters<NonNullable<ObserverMap[E]>>[0];

export class ObserverHub {
  private pending: Promise<void>[] = [];

  constructor(
    private readonly observers: ObserverMap | undefined,
    private readonly log: (line: string) => void,
  ) {}

  emit<E extends EventName>(event: E, payload: Payload<E>): void {
    const observer = this.observers?.[event] as ((payload: Payload<E>) => unknown) | undefined;
    if (observer === undefined) return;
    let copy: Payload<E>;
    try {
      copy = structuredClone(payload);
    } catch (error) {
      this.report(event, error);
      return;
    }
    this.pending.push(
      Promise.resolve()
        .then(() => observer(copy))
        .then(
          () => undefined,
          (error: unknown) => {
            this.report(event, error);
          },
        ),
    );
  }

  /** Waits for every observer call made so far. */
  async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }

  private report(event: string, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.log(`[skill-kit] observer ${event} error: ${message}`);
  }
}
