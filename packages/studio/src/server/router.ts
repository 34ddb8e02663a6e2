// Finds the route for a method and path: a pattern's `:name` part matches one non-empty segment,
// given to the handler URL-decoded. A path some route has under another method is a 405.
import type { StudioRoute } from "./route.js";

export type RouteMatch =
  | { readonly kind: "found"; readonly route: StudioRoute; readonly match: Readonly<Record<string, string>> }
  | { readonly kind: "method" }
  | { readonly kind: "none" }
  | { readonly kind: "bad-path" };

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The `:name` parts of `pattern` for `path`; undefined when it does not match, null when a segment does not decode. */
function matchPattern(pattern: string, path: string): Record<string, string> | undefined | null {
  const want = pattern.split("/");
  const have = path.split("/");
  if (want.length !== have.length) return undefined;
  const match: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const segment = have[index] ?? "";
    if (!part.startsWith(":")) {
      if (part !== segment) return undefined;
      continue;
    }
    if (segment === "") return undefined;
    const value = decoded(segment);
    if (value === undefined) return null;
    match[part.slice(1)] = value;
  }
  return match;
}

/** The route for `method` and `path` (the path without its query). */
export function findRoute(
  routes: readonly StudioRoute[],
  request: { readonly method: string; readonly path: string },
): RouteMatch {
  let otherMethod = false;
  for (const route of routes) {
    const match = matchPattern(route.pattern, request.path);
    if (match === null) return { kind: "bad-path" };
    if (match === undefined) continue;
    if (route.method === request.method) return { kind: "found", route, match };
    otherMethod = true;
  }
  return otherMethod ? { kind: "method" } : { kind: "none" };
}
