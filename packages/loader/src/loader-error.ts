// Errors the loader throws (programmer errors and refused or failed file access), each with a stable
// code: skill-kit errors (`SkillKitError` of @skill-kit/primitives), with the loader's codes, each a
// row of the error table (`@skill-kit/primitives/error-table`).
import { SkillKitError } from "@skill-kit/primitives";
import type { ErrorCode } from "@skill-kit/primitives/error-table";

const resourceCodes = [
  "RESOURCE_PATH_INVALID",
  "RESOURCE_OUTSIDE_SKILL",
  "RESOURCE_NOT_FOUND",
  "RESOURCE_NOT_A_FILE",
  "RESOURCE_TOO_LARGE",
  "IO_ERROR",
] as const satisfies readonly ErrorCode[];
const snapshotCodes = ["SKILL_TOO_LARGE", "SKILL_CHANGING"] as const satisfies readonly ErrorCode[];
const optionAndContentCodes = ["INVALID_OPTION", "CONTENT_TOO_LARGE"] as const satisfies readonly ErrorCode[];
const loaderCodes: readonly string[] = [...optionAndContentCodes, ...resourceCodes, ...snapshotCodes];

/** Every code a loader error can carry. */
export type LoaderErrorCode =
  | (typeof optionAndContentCodes)[number]
  | (typeof resourceCodes)[number]
  | (typeof snapshotCodes)[number];

/** A skill-kit error of any copy of the packages, with one of `codes`. */
function hasCode(value: unknown, codes: readonly string[]): boolean {
  return SkillKitError.isInstance(value) && codes.includes(value.code);
}

/** What a loader error is built from. */
export interface LoaderErrorOptions {
  readonly code: LoaderErrorCode;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly cause?: unknown;
}

/** A `SkillKitError` with a loader code: `isInstance` (here or on `SkillKitError`) recognises it across copies of the packages. */
export class LoaderError extends SkillKitError {
  declare readonly code: LoaderErrorCode;

  // Not useless: it narrows what a loader error is built from to the loader's codes.
  // eslint-disable-next-line @typescript-eslint/no-useless-constructor
  constructor(options: LoaderErrorOptions) {
    super(options);
  }

  /** True for a loader error from any copy of the package: the brand and a loader code (not any skill-kit error). */
  static override isInstance(value: unknown): value is LoaderError {
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
