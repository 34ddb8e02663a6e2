// The names of ArkType's API a deferred value knows: which calls stay deferred and which are answered
// without loading ArkType. Bundled into built skills: no Node imports.

/**
 * Keys a built skill answers without ArkType, so eager mode does not list them: a check's calls,
 * and the JSON Schema the build wrote into the entry (core asks for it while a skill is defined).
 */
export const answeredKeys = new Set(["then", "assert", "from", "allows", "toJsonSchema"]);

/** How a deferred value's operations are handled: which calls may stay deferred. */
export type Role = "eager" | "typeFn" | "scopeFn" | "type" | "scope" | "module";

/** Type methods that return a new type: calling them on a deferred type stays deferred. */
export const typeMethods = new Set([
  "array",
  "or",
  "and",
  "merge",
  "pipe",
  "to",
  "narrow",
  "optional",
  "default",
  "describe",
  "configure",
  "brand",
  "omit",
  "pick",
  "partial",
  "required",
  "keyof",
  "onUndeclaredKey",
  "onDeepUndeclaredKey",
  "filter",
  "as",
  "exclude",
  "extract",
  "atLeastLength",
  "atMostLength",
  "moreThan",
  "lessThan",
  "atOrAbove",
  "atOrBelow",
  "laterThan",
  "earlierThan",
  "atOrAfter",
  "atOrBefore",
  "divisibleBy",
  "matching",
  "readonly",
  "get",
]);
/** Names a module is never asked for as a type (`await` looks for `then`). */
export const notTypes = new Set(["then", "constructor", "toString", "toJSON", "valueOf"]);
/** Members of `type` that build a type. */
export const typeStatics = new Set(["enumerated", "unit", "or", "and", "merge", "pipe", "instanceOf", "raw", "valueOf"]);
