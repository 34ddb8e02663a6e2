// A named, reusable piece of prompt text to interpolate into `prompt` templates.
import { expectString, expectText } from "./config-checks.js";

/** Reusable prompt text; interpolated into `prompt`/`system` templates it contributes `content`. */
export interface Fragment {
  readonly kind: "fragment";
  readonly name: string;
  readonly content: string;
}

/** Creates a fragment. The content is trimmed; the name must be a non-empty string. */
export function fragment(name: string, content: string): Fragment {
  expectText({ where: "fragment", field: "name" }, name);
  expectString({ where: "fragment", field: "content" }, content);
  return Object.freeze({ kind: "fragment", name, content: content.trim() });
}

/** True for an object with string `name` and `content`, the shape templates treat as a fragment. */
export function isFragment(value: unknown): value is Fragment {
  if (typeof value !== "object" || value === null) return false;
  return typeof Reflect.get(value, "name") === "string" && typeof Reflect.get(value, "content") === "string";
}
