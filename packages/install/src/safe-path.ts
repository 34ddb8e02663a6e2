// A file path from a source or a lockfile is written under a skill folder only when it stays there.
import { InstallError } from "./install-error.js";

/** `/`-separated, relative, no empty, `.` or `..` segment, no backslash or NUL; else `UNSAFE_PATH`. */
export function checkSafePath(path: string, where: string): string {
  const segments = path.split("/");
  const bad =
    path === "" ||
    path.includes("\\") ||
    path.includes("\0") ||
    /^[a-zA-Z]:/.test(path) ||
    segments.some((segment) => segment === "" || segment === "." || segment === "..");
  if (bad)
    throw new InstallError({
      code: "UNSAFE_PATH",
      message: `${where}: refusing the file path ${JSON.stringify(path)}: it must be relative and stay inside the skill folder`,
      data: { path },
    });
  return path;
}
