// The errors of installing: a `SkillKitError` (the shared brand) with one of install's codes, each a
// row of the error table (`@skill-kit/primitives/error-table`), and the files or skills concerned in `data`.
import { SkillKitError } from "@skill-kit/primitives";
import type { ErrorCode } from "@skill-kit/primitives/error-table";

const installCodes = [
  "BAD_SOURCE",
  "SOURCE_UNREACHABLE",
  "SKILL_NOT_FOUND",
  "DIGEST_MISMATCH",
  "LOCK_INVALID",
  "UNSAFE_PATH",
  "TARGET_EXISTS",
  "NAME_TAKEN",
  "TOO_LARGE",
  "UNSUPPORTED_FILE",
] as const satisfies readonly ErrorCode[];

/** Every code an install error can carry. */
export type InstallErrorCode = (typeof installCodes)[number];

/** A `SkillKitError` with an install code; `isInstance` (here or on `SkillKitError`) recognises it across copies of the packages. */
export class InstallError extends SkillKitError {
  declare readonly code: InstallErrorCode;
  /** What the failure concerns (a path, a source, a skill name); empty when nothing more is known. */
  declare readonly data: Readonly<Record<string, unknown>>;

  constructor(options: {
    readonly code: InstallErrorCode;
    readonly message: string;
    readonly data?: Readonly<Record<string, unknown>>;
    readonly cause?: unknown;
  }) {
    super({ ...options, data: options.data ?? {} });
  }

  /** True for an install error from any copy of the package: the brand and an install code (not any skill-kit error). */
  static override isInstance(value: unknown): value is InstallError {
    const codes: readonly string[] = installCodes;
    return SkillKitError.isInstance(value) && codes.includes(value.code);
  }
}
