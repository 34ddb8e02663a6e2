// At build time, in the child that loaded the skill in eager mode: the table of what was
// precompiled, with the types core derives while a step runs (each store's `partial()`, for the
// check of a `save`'s writes) and a note of each type a valid step touches that has no check.
import type { Buildable, SkillDefinition } from "@skill-kit/core";
import { loadUsesKey, positionKey, type LoadUse, type Recorded } from "./precompiled.js";
import { describeRecord, type PrecompiledSource } from "./precompile.js";

/** A type a valid step meets, the build could not precompile, and why. */
export interface NotPrecompiled {
  /** Where the skill uses it: `step "aim" response`, `store "gate" (partial writes)`… */
  readonly where: string;
  /** ArkType's expression of it (`{ name: string }`), or else the call that made it. */
  readonly type: string;
  readonly reason: string;
}

export interface SkillTypes {
  readonly table: readonly (PrecompiledSource | null)[];
  readonly notPrecompiled: readonly NotPrecompiled[];
}

interface Use {
  readonly where: string;
  readonly type: unknown;
  /** Core checks writes with this type's `partial()`. */
  readonly partial?: boolean;
}

/** Every type core checks while a step runs, by where the skill uses it; sub-skills' types too. */
function usesOf(definition: Buildable, prefix = ""): Use[] {
  if (definition.kind !== "skill") return [];
  const skill: SkillDefinition = definition;
  const uses: Use[] = [];
  if (skill.params !== undefined) uses.push({ where: `${prefix}params`, type: skill.params });
  for (const [name, store] of Object.entries(skill.stores))
    uses.push({ where: `${prefix}store "${name}" (writes of a save)`, type: store, partial: true });
  for (const [name, step] of Object.entries(skill.steps)) {
    const { response, action } = step.config;
    if (response !== undefined) uses.push({ where: `${prefix}step "${name}" response`, type: response });
    if (action !== undefined && typeof action !== "function") {
      uses.push({ where: `${prefix}step "${name}" action "${action.run.name}" input`, type: action.run.input });
      uses.push({ where: `${prefix}step "${name}" action "${action.run.name}" output`, type: action.run.output });
    }
  }
  if (skill.finalOutput !== undefined) uses.push({ where: `${prefix}finalOutput`, type: skill.finalOutput });
  for (const [name, registration] of Object.entries(skill.subskills ?? {}))
    uses.push(...usesOf(registration.definition, `${prefix}${name}/`));
  return uses;
}

function expressionOf(value: unknown): string | undefined {
  if (typeof value !== "function") return undefined;
  try {
    const expression: unknown = Reflect.get(value, "expression");
    return typeof expression === "string" ? expression : undefined;
  } catch {
    return undefined;
  }
}

function positionOf(value: unknown): number | undefined {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return undefined;
  const position: unknown = (value as Record<symbol, unknown>)[positionKey];
  return typeof position === "number" ? position : undefined;
}

/**
 * The table for the values the skill made while loading (`records`, in order). Each store's
 * `partial()` is made here, after loading, and filed under its store's entry, where the built
 * skill's deferred `partial()` finds it by call.
 */
export function describeSkill(definition: Buildable, records: readonly Recorded[]): SkillTypes {
  const loaded = records.length;
  const whileLoading = usedWhileLoading();
  const uses = usesOf(definition);
  const partials = new Map<Use, unknown>();
  /** Stores whose `partial()` throws, with ArkType's message: core then checks writes with the store's own type. */
  const throwing = new Map<number, string>();
  for (const use of uses) {
    const at = positionOf(use.type);
    if (use.partial !== true || at === undefined || typeof use.type !== "function") continue;
    try {
      const partial: unknown = Reflect.get(use.type, "partial");
      if (typeof partial === "function") partials.set(use, Reflect.apply(partial, use.type, []));
    } catch (error) {
      throwing.set(at, error instanceof Error ? error.message : String(error));
    }
  }
  const table = records.slice(0, loaded).map(describeRecord);
  for (const [at, message] of throwing) {
    const store = table[at];
    if (store != null)
      table[at] = {
        ...store,
        derived: {
          ...store.derived,
          "partial([])": { sig: "partial([])", allows: null, defaults: null, reason: null, jsonSchema: null, throws: message },
        },
      };
  }
  const entries: (PrecompiledSource | null)[] = [...table];
  const derive = (at: number, source: PrecompiledSource | null): void => {
    const match = /^#(\d+)\.(.*)$/s.exec(source?.sig ?? "");
    const parent = match === null ? undefined : table[Number(match[1])];
    if (source === null || match === null || parent == null) return;
    const key = match[2] ?? "";
    table[Number(match[1])] = { ...parent, derived: { ...parent.derived, [key]: source } };
    entries[at] = source;
  };
  records.slice(loaded).forEach((record, i) => {
    derive(loaded + i, describeRecord(record));
  });
  const notPrecompiled: NotPrecompiled[] = [];
  for (const use of uses) {
    const position = positionOf(partials.get(use) ?? use.type);
    const entry = position === undefined ? undefined : entries[position];
    const at = positionOf(use.type);
    if (position === undefined)
      notPrecompiled.push({
        where: use.where,
        type: "(not a type made while the skill loaded)",
        reason: "it was not made by `arktype` while the skill's module loaded",
      });
    else if (entry == null)
      notPrecompiled.push({
        where: use.where,
        type: `(type #${position})`,
        reason: "the call that made it cannot be written down (a bigint, a symbol or a deep value in its definition)",
      });
    else if (entry.allows === null)
      notPrecompiled.push({
        where: use.where,
        type: expressionOf(records[at ?? position]?.value) ?? entry.sig,
        reason: entry.reason ?? "no check",
      });
  }
  return { table, notPrecompiled: [...whileLoading, ...notPrecompiled] };
}

/** What the skill asked of ArkType itself while its module loaded (eager mode lists it), once per value and key. */
function usedWhileLoading(): NotPrecompiled[] {
  const found: unknown = (globalThis as Record<symbol, unknown>)[loadUsesKey];
  const uses: readonly LoadUse[] = Array.isArray(found) ? found : [];
  const seen = new Set<string>();
  const notes: NotPrecompiled[] = [];
  for (const use of uses) {
    const type = use.label.startsWith("#") ? (expressionOf(use.value) ?? use.label) : use.label;
    const key = `${type}\u0000${use.key}`;
    if (seen.has(key)) continue;
    seen.add(key);
    notes.push({
      where: "the skill's module, while it loads",
      type,
      reason: `it asks ArkType for .${use.key}, so every step loads ArkType`,
    });
  }
  return notes;
}
