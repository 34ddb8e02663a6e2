// The store, params and references lint hands to a prompt function it renders.
import { jsonSchemaOf, type ReferenceLoader, type SkillDefinition, type StoreAccessor } from "@skill-kit/core";
import { isRecord } from "@skill-kit/core/internal";
import { createPlaceholder, placeholderText, type PlaceholderBudget } from "./placeholder.js";

/**
 * A store where every step has run once: `store.steps.<name>` and every sub-store field are
 * placeholders, `all(name)` gives one placeholder, `ran(name)` is true, `history` is empty.
 */
export function stubStore(budget: PlaceholderBudget): StoreAccessor {
  const views = new Map<PropertyKey, unknown>([
    ["all", (): readonly unknown[] => [createPlaceholder(budget)]],
    ["ran", (): boolean => true],
    ["history", []],
  ]);
  const steps = new Proxy(
    { all: () => [], ran: () => true, history: [] },
    {
      get: (target, key) => (views.has(key) ? views.get(key) : orPlaceholder({ target, key, budget })),
    },
  );
  return new Proxy<StoreAccessor>(
    { steps },
    { get: (target, key) => (key === "steps" ? target.steps : orPlaceholder({ target, key, budget })) },
  );
}

/** The defaults the params schema declares (read from its JSON Schema); other keys are placeholders. */
export function stubParams(definition: SkillDefinition, budget: PlaceholderBudget): unknown {
  const defaults = schemaDefaults(jsonSchemaOf(definition.params));
  return new Proxy(defaults, {
    get: (target, key) =>
      typeof key === "string" && Object.hasOwn(target, key) ? target[key] : orPlaceholder({ target, key, budget }),
  });
}

/** What an object stub gives for a key it does not hold: symbols and `Object.prototype` members as usual (so it converts to text), anything else a placeholder. */
function orPlaceholder(input: {
  readonly target: object;
  readonly key: string | symbol;
  readonly budget: PlaceholderBudget;
}): unknown {
  if (typeof input.key === "symbol" || input.key in Object.prototype) {
    const inherited: unknown = Reflect.get(input.target, input.key);
    return inherited;
  }
  return createPlaceholder(input.budget);
}

function schemaDefaults(schema: unknown): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  const properties: unknown = isRecord(schema) ? schema.properties : undefined;
  if (!isRecord(properties)) return defaults;
  for (const [key, property] of Object.entries(properties)) {
    if (isRecord(property) && "default" in property) defaults[key] = property.default;
  }
  return defaults;
}

/** A reference loader that remembers which files were asked for and returns a placeholder text. */
export interface RecordingLoader extends ReferenceLoader {
  readonly loaded: ReadonlySet<string>;
}

export function recordingReferences(): RecordingLoader {
  const loaded = new Set<string>();
  return {
    loaded,
    load(file) {
      loaded.add(file);
      return placeholderText;
    },
    asset: (path) => path,
  };
}
