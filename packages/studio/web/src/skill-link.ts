// A link inside a rendered SKILL.md, seen from the studio: a relative link to one of the skill's files
// opens that file in the page (the browser would leave the app for a path the server does not serve);
// a `#` link would replace the route, so it does nothing; any other link is followed as it is.
export type LinkUse =
  | { readonly kind: "file"; readonly path: string }
  | { readonly kind: "ignore" }
  | { readonly kind: "follow" };

function cleanPath(href: string): string | undefined {
  const bare = href.replace(/[?#].*$/, "");
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return undefined;
  }
  const parts: string[] = [];
  for (const part of decoded.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") return undefined;
    parts.push(part);
  }
  return parts.join("/");
}

export function linkUse(href: string, files: readonly string[]): LinkUse {
  if (href.startsWith("#")) return { kind: "ignore" };
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/")) return { kind: "follow" };
  const path = cleanPath(href);
  return path !== undefined && files.includes(path) ? { kind: "file", path } : { kind: "follow" };
}
