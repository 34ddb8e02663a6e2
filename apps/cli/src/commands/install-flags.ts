// What `add` and `install` share: the project folder, the server token, comma-separated lists, and
// printing an InstallError as a plain `error:` line.

/** `--skill a,b --skill c` is not supported by the flag parser (one value per flag): lists are comma-separated. */
export function commaList(value: string | undefined): string[] {
  return value === undefined
    ? []
    : value
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== "");
}

/** The bearer token for skills servers: `SKILL_KIT_TOKEN` (never a flag, so it stays out of shell history and `ps`). */
export function serverToken(): { readonly token?: string } {
  const token = process.env["SKILL_KIT_TOKEN"];
  return token === undefined || token === "" ? {} : { token };
}

/** Prints a known install failure (an InstallError) and gives exit 1; anything else is rethrown. */
export function reportInstallError(error: unknown, isInstallError: (value: unknown) => value is Error): number {
  if (!isInstallError(error)) throw error;
  process.stderr.write(`error: ${error.message}\n`);
  return 1;
}
