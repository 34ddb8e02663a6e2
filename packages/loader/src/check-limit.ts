// Guards for numeric options: a bad limit is a programmer error, reported by throwing.
import { InvalidOptionError } from "./loader-error.js";

/** Throws `InvalidOptionError` unless `value` is undefined or a number ≥ `minimum` (not NaN). */
export function checkLimit(name: string, value: number | undefined, minimum: number): void {
  if (value === undefined) return;
  if (Number.isNaN(value) || value < minimum) {
    throw new InvalidOptionError(`option '${name}' must be a number of at least ${minimum}; got ${value}`, {
      option: name,
      value,
    });
  }
}
