// `orphan-references`: a file in `references/` that no prompt, topic or system text mentions.
import type { SkillDefinition } from "@skill-kit/core";
import type { LintDiagnostic } from "../lint-diagnostic.js";
import { recordingReferences } from "../probe/stub-context.js";
import type { WorkflowContext } from "../workflow-context.js";
import { referenceFiles } from "./reference-files.js";

const rule = "orphan-references";

export interface OrphanInput {
  readonly rootDir: string;
  /** The skill and each of its sub-skills: they share one `references/` folder. */
  readonly contexts: readonly WorkflowContext[];
}

export function orphanReferences(input: OrphanInput): LintDiagnostic[] {
  const files = referenceFiles(input.rootDir);
  if (files.length === 0) return [];
  const loaded = new Set<string>();
  const texts: string[] = [];
  for (const { definition, probes } of input.contexts) {
    texts.push(...definitionTexts(definition, loaded));
    for (const probe of probes) {
      if (probe.source !== undefined) texts.push(probe.source);
      texts.push(...probe.renders.map((render) => render.text));
      for (const file of probe.references) loaded.add(file);
    }
  }
  const corpus = texts.join("\n");
  return files
    .filter((file) => !loaded.has(file) && !mentions(corpus, file))
    .map((file) => ({
      rule,
      severity: "warning",
      message: `references/${file} is not mentioned by any prompt or topic; load it with refs.load("${file}") or remove it`,
      file: `references/${file}`,
    }));
}

/** The system text and each topic's source and content (references it loads are added to `loaded`). */
function definitionTexts(definition: SkillDefinition, loaded: Set<string>): string[] {
  const texts = definition.system === undefined ? [] : [definition.system];
  for (const topic of Object.values(definition.topics ?? {})) {
    texts.push(topic.content.toString());
    const refs = recordingReferences();
    try {
      texts.push(topic.content({ refs }));
    } catch {
      // A topic that needs more than a stub loader is judged by its source alone.
    }
    for (const file of refs.loaded) loaded.add(file);
  }
  return texts;
}

function mentions(corpus: string, file: string): boolean {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.-])${escaped}(?![\\w-])`).test(corpus);
}
