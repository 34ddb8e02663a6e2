// Hash routes: `#/`, `#/skills/<id>`, `#/skills/<id>/graph?run=<runId>`, `#/runs`, `#/runs/<runId>`,
// `#/drive/<skillId>`, `#/drive/<skillId>/<runId>`. Segments are URL-encoded.
export type Route =
  | { readonly view: "library" }
  | { readonly view: "skill"; readonly skill: string }
  | { readonly view: "graph"; readonly skill: string; readonly run: string | undefined }
  | { readonly view: "runs" }
  | { readonly view: "run"; readonly run: string }
  | { readonly view: "drive"; readonly skill: string; readonly run: string | undefined }
  | { readonly view: "missing"; readonly hash: string };

function decoded(parts: readonly string[]): string[] | undefined {
  try {
    return parts.map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
}

function routeOfParts(parts: readonly string[], query: URLSearchParams): Route | undefined {
  const [head, first, second] = parts;
  const count = parts.length;
  if (count === 0) return { view: "library" };
  if (head === "runs" && count === 1) return { view: "runs" };
  if (head === "runs" && count === 2 && first) return { view: "run", run: first };
  if (head === "skills" && count === 2 && first) return { view: "skill", skill: first };
  if (head === "skills" && count === 3 && first && second === "graph") {
    return { view: "graph", skill: first, run: query.get("run") ?? undefined };
  }
  if (head === "drive" && count === 2 && first) return { view: "drive", skill: first, run: undefined };
  if (head === "drive" && count === 3 && first && second) return { view: "drive", skill: first, run: second };
  return undefined;
}

/** The route of a location hash (`#/runs`, `#runs`, `` all work; an unknown one is `missing`). */
export function routeOf(hash: string): Route {
  const body = hash.replace(/^#/, "").replace(/^\//, "");
  const mark = body.indexOf("?");
  const path = mark === -1 ? body : body.slice(0, mark);
  const query = new URLSearchParams(mark === -1 ? "" : body.slice(mark + 1));
  const parts = decoded(path.split("/").filter((part) => part !== ""));
  return (parts && routeOfParts(parts, query)) ?? { view: "missing", hash };
}

const part = (value: string): string => encodeURIComponent(value);

/** The hash of a route; `routeOf(hrefOf(route))` gives the route back. */
export function hrefOf(route: Route): string {
  switch (route.view) {
    case "library":
      return "#/";
    case "skill":
      return `#/skills/${part(route.skill)}`;
    case "graph":
      return `#/skills/${part(route.skill)}/graph${route.run === undefined ? "" : `?run=${part(route.run)}`}`;
    case "runs":
      return "#/runs";
    case "run":
      return `#/runs/${part(route.run)}`;
    case "drive":
      return `#/drive/${part(route.skill)}${route.run === undefined ? "" : `/${part(route.run)}`}`;
    case "missing":
      return route.hash;
  }
}
