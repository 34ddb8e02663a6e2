// The `skill://` addresses: `skill://<name>/SKILL.md` and `skill://<name>/<path>` for the skill's files,
// plus the `skill://index.json` list (the layout of the MCP Skills Over MCP convention).

export const indexUri = "skill://index.json";

/** The URI of a file of a skill; the name and each path segment are percent-encoded. */
export function skillUri(name: string, path = "SKILL.md"): string {
  return `skill://${encodeURIComponent(name)}/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** The URI of a skill's folder, `skill://<name>`: a relative path joined to it with `/` is its file's URI. */
export function skillFolderUri(name: string): string {
  return `skill://${encodeURIComponent(name)}`;
}

/** The skill name and relative path of a `skill://` URI, or undefined when it is not one. */
export function parseSkillUri(uri: URL): { readonly name: string; readonly path: string } | undefined {
  if (uri.protocol !== "skill:" || uri.host === "") return undefined;
  try {
    return { name: decodeURIComponent(uri.host), path: decodeURIComponent(uri.pathname.replace(/^\//, "")) };
  } catch {
    return undefined;
  }
}
