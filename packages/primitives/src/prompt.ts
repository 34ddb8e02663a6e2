// The `prompt` tagged template.
import { resolveTemplate } from "./resolve-template.js";

/** A tagged template for prompt text: interpolates fragments and values, then dedents. */
export function prompt(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  return resolveTemplate(strings, values);
}
