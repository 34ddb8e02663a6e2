// Thrown when a primitive is defined with a config it cannot render.
import { SkillKitError } from "./skill-kit-error.js";

/** What a {@link PrimitiveConfigError} is built from; the code is always `PRIMITIVE_CONFIG`. */
export interface PrimitiveConfigErrorOptions {
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/** An invalid primitive config, thrown at definition time (code `PRIMITIVE_CONFIG`). */
export class PrimitiveConfigError extends SkillKitError {
  static readonly code = "PRIMITIVE_CONFIG";

  constructor(options: PrimitiveConfigErrorOptions) {
    super({ ...options, code: PrimitiveConfigError.code });
  }

  /** True for a `PRIMITIVE_CONFIG` error of any copy of this package. */
  static override isInstance(value: unknown): value is PrimitiveConfigError {
    return SkillKitError.isInstance(value) && value.code === PrimitiveConfigError.code;
  }
}
