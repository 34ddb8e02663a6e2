// The base class of every error skill-kit throws: a stable `code`, readonly `data`, a brand.
const brand: unique symbol = Symbol.for("skill-kit.error");

/** What every skill-kit error is built from. */
export interface SkillKitErrorOptions {
  readonly code: string;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/**
 * An error with a stable string `code`. `isInstance` recognises errors from any copy of the
 * package (two versions installed side by side), where `instanceof` would not.
 */
export class SkillKitError extends Error {
  readonly code: string;
  declare readonly data?: Readonly<Record<string, unknown>>;

  constructor(options: SkillKitErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = options.code;
    if (options.data !== undefined) this.data = Object.freeze({ ...options.data });
    Object.defineProperty(this, brand, { value: true });
  }

  /** True for a skill-kit error of any copy of this package. */
  static isInstance(value: unknown): value is SkillKitError {
    return typeof value === "object" && value !== null && brand in value && value[brand] === true;
  }
}

/**
 * A call that cannot be served as asked: a bad flag, argument or value (a CLI prints `error: …`).
 * Defined here, with no dependencies, so a command line can refuse its arguments without loading
 * the engine (and ArkType); `@skill-kit/core` re-exports it.
 */
export class UsageError extends SkillKitError {
  static override isInstance(value: unknown): value is UsageError {
    return SkillKitError.isInstance(value) && value.code === "USAGE";
  }

  constructor(message: string, options: { readonly data?: Readonly<Record<string, unknown>>; readonly cause?: unknown } = {}) {
    super({ code: "USAGE", message, ...options });
  }
}
