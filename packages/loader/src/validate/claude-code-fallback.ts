// Claude Code loads a skill whose frontmatter is missing or unreadable, or has no description: the folder
// name names it and the first paragraph of the body describes it (../shared/spec/skill-md-format.md §4).
import type { CatalogSkill } from "../catalog/build-catalog.js";
import { errorDiagnostic, warningDiagnostic, type Diagnostic } from "../diagnostic.js";
import { splitFrontmatter } from "../lenient/split-frontmatter.js";

/** Lenient failures Claude Code gets past. Unclosed frontmatter and skill-kit's YAML safety limits stay errors. */
const RECOVERABLE = new Set([
  "frontmatter-missing",
  "yaml-invalid",
  "frontmatter-not-mapping",
  "description-missing",
  "description-empty",
]);

/** The first Markdown paragraph that is not just headings, on one line. */
export function firstParagraph(body: string): string {
  for (const block of body.split(/\n[ \t]*\n/)) {
    const lines = block
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !/^#{1,6}(\s|$)/.test(line));
    if (lines.length > 0) return lines.join(" ");
  }
  return "";
}

/** The diagnostics as Claude Code sees them, and the catalog entry it would list, when it loads the skill. */
export function claudeCodeFallback(input: {
  readonly text: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly folderName: string;
}): {
  readonly diagnostics: readonly Diagnostic[];
  readonly catalog?: CatalogSkill;
} {
  const { diagnostics, folderName } = input;
  if (!diagnostics.every((item) => item.severity === "warning" || RECOVERABLE.has(item.rule))) return { diagnostics };
  const split = splitFrontmatter(input.text);
  const body = split.ok ? split.parts.body : input.text.replace(/^\uFEFF/, "").trim();
  const description = firstParagraph(body);
  const kept = diagnostics.map((item) =>
    item.severity === "error"
      ? warningDiagnostic(item.rule, `${item.message} — but Claude Code loads it anyway`, item.path)
      : item,
  );
  if (description === "") {
    return {
      diagnostics: [
        ...kept,
        errorDiagnostic(
          "description-none",
          "there is no description, and the body has no paragraph Claude Code could list instead",
        ),
      ],
    };
  }
  const message = `Claude Code lists this skill as '${folderName}' with the first paragraph of its body as the description`;
  return {
    diagnostics: [...kept, warningDiagnostic("description-from-body", message)],
    catalog: { name: folderName, description },
  };
}
