// Errors the loader throws (programmer errors and refused or failed file access), each with a stable code.
const brand: unique symbol = Symbol.for("skill-kit.error");

const resourceCodes = [
  "RESOURCE_PATH_INVALID",
  "RESOURCE_OUTSIDE_SKILL",
  "RESOURCE_NOT_FOUND",
  "RESOURCE_NOT_A_FILE",
  "RESOURCE_TOO_LARGE",
  "IO_ERROR",
] as const;
const snapshotCodes = ["SKILL_TOO_LARGE", "SKILL_CHANGING"] as const;
const loaderCodes: readonly string[] = ["INVALID_OPTION", ...resourceCodes, ...snapshotCodes];

/** Every code a loader error can carry. */
export type LoaderErrorCode = "INVALID_OPTION" | (typeof resourceCodes)[number] | (typeof snapshotCodes)[number];

/** The brand of every skill-kit error, and one of `codes`. */
function hasCode(value: unknown, codes: readonly string[]): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    brand in value &&
    value[brand] === true &&
    "code" in value &&
    typeof value.code === "string" &&
    codes.includes(value.code)
  );
}

/** What a loader error is built from. */
export interface LoaderErrorOptions {
  readonly code: LoaderErrorCode;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/**
 * An error with a stable string `code`. It carries the same brand as every skill-kit error, so
 * `isInstance` (here or on `SkillKitError`) recognises it across copies of the package.
 */
export class LoaderError extends Error {
  readonly code: LoaderErrorCode;
  declare readonly data?: Readonly<Record<string, unknown>>;

  constructor(options: LoaderErrorOptions) {
    super(options.message, "cause" in options ? { cause: options.cause } : undefined);
    this.name = new.target.name;
    this.code = options.code;
    if (options.data !== undefined) this.data = Object.freeze({ ...options.data });
    Object.defineProperty(this, brand, { value: true });
  }

  /** True for a loader error from any copy of the package: the brand and a loader code (not any skill-kit error). */
  static isInstance(value: unknown): value is LoaderError {
    return hasCode(value, loaderCodes);
  }
}

/** A skill resource that may not or cannot be read: bad path, outside the skill, missing, not a file, too large. */
export class ResourceError extends LoaderError {
  static override isInstance(value: unknown): value is ResourceError {
    return hasCode(value, resourceCodes);
  }
}

/** An option the caller passed that cannot work (a programmer error). */
export class InvalidOptionError extends LoaderError {
  static override isInstance(value: unknown): value is InvalidOptionError {
    return hasCode(value, ["INVALID_OPTION"]);
  }

  constructor(message: string, data?: Readonly<Record<string, unknown>>) {
    super(data === undefined ? { code: "INVALID_OPTION", message } : { code: "INVALID_OPTION", message, data });
  }
}

/** A skill that cannot be snapshotted: over the Skills Extension's limits, or changing on every try. */
export class SnapshotError extends LoaderError {
  static override isInstance(value: unknown): value is SnapshotError {
    return hasCode(value, snapshotCodes);
  }
}
