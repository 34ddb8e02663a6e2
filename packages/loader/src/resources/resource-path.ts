// Checks a resource path an agent asked for before it touches the file system.
import { ResourceError } from "../loader-error.js";

/**
 * The path segments of a relative resource path. Refuses an empty path, NUL bytes, absolute
 * paths (POSIX, Windows drive or UNC) and any `..` segment.
 */
export function resourceSegments(relativePath: string): string[] {
  const refuse = (why: string): never => {
    throw new ResourceError({
      code: "RESOURCE_PATH_INVALID",
      message: `resource path '${relativePath}' ${why}`,
      data: { path: relativePath },
    });
  };
  if (relativePath.trim() === "") refuse("is empty; expected a path relative to the skill folder");
  if (relativePath.includes("\0")) refuse("contains a NUL byte");
  if (/^[\\/]/.test(relativePath) || /^[A-Za-z]:/.test(relativePath))
    refuse("is absolute; expected a path relative to the skill folder");
  const segments = relativePath.split(/[\\/]+/).filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) refuse("contains '..'; only paths inside the skill folder can be read");
  if (segments.length === 0) refuse("names the skill folder itself; expected a file inside it");
  return segments;
}
