// The errors of installing: a stable `code`, the files or skills concerned in `data`.

export type InstallErrorCode =
  | "BAD_SOURCE"
  | "SOURCE_UNREACHABLE"
  | "SKILL_NOT_FOUND"
  | "DIGEST_MISMATCH"
  | "LOCK_INVALID"
  | "UNSAFE_PATH"
  | "TARGET_EXISTS"
  | "NAME_TAKEN"
  | "TOO_LARGE"
  | "UNSUPPORTED_FILE";

const brand = Symbol.for("@skill-kit/install/InstallError");

export class InstallError extends Error {
  readonly code: InstallErrorCode;
  readonly data: Readonly<Record<string, unknown>>;
  readonly [brand] = true;

  constructor(options: {
    readonly code: InstallErrorCode;
    readonly message: string;
    readonly data?: Readonly<Record<string, unknown>>;
    readonly cause?: unknown;
  }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "InstallError";
    this.code = options.code;
    this.data = options.data ?? {};
  }

  static isInstance(value: unknown): value is InstallError {
    return typeof value === "object" && value !== null && brand in value;
  }
}
