// Stand-ins for the values a prompt function reads from its context while lint renders it.

/** How a placeholder reads as text. Chosen to contain no host tool name. */
export const placeholderText = "‹value›";

/** Property reads and calls one render may make on placeholders before it is abandoned. */
const defaultLimit = 10_000;

/** Shared by every placeholder of one render, so a prompt that walks placeholders forever stops. */
export interface PlaceholderBudget {
  spend(): void;
}

export function createBudget(limit = defaultLimit): PlaceholderBudget {
  let left = limit;
  return {
    spend() {
      left -= 1;
      if (left < 0) throw new Error(`a prompt read more than ${limit} placeholder values while lint rendered it`);
    },
  };
}

/**
 * A value that answers anything: each property read and each call gives another placeholder; as
 * text it reads `‹value›`, as a number `NaN` (so loops bounded by it end at once); iterating it
 * gives nothing; it is not a promise and has no own keys.
 */
export function createPlaceholder(budget: PlaceholderBudget): unknown {
  const target = (): unknown => undefined;
  return new Proxy(target, {
    get(_target, key) {
      budget.spend();
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === "number" ? Number.NaN : placeholderText);
      if (key === Symbol.iterator) return () => [].values();
      if (typeof key === "symbol" || key === "then") return undefined;
      if (key === "toJSON" || key === "toString") return () => placeholderText;
      return createPlaceholder(budget);
    },
    apply() {
      budget.spend();
      return createPlaceholder(budget);
    },
    ownKeys() {
      return [];
    },
  });
}
