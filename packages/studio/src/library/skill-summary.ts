// What the library shows of a skill: its SKILL.md's name and description, the reference
// validator's diagnostics (`@skill-kit/loader/validate`, strict mode, as `skill-kit validate`),
// lint's findings on its workflow source, the security scan's findings, and the characters it takes
// in the catalog (`buildCatalog` of the loader, the skill listed alone, its location included).
import { relative } from "node:path";
import type { Buildable } from "@skill-kit/core";
import { checkReference, checkSkill } from "@skill-kit/lint";
import { buildCatalog, readSkillFile, parseSkillMd } from "@skill-kit/loader";
import { validateSkill } from "@skill-kit/loader/validate";
import { scanSkill, type SkillContents } from "@skill-kit/scan";
import type { StudioSkill } from "../server/route.js";
import { loadDefinition } from "./load-definition.js";

interface SummaryDiagnostic {
  readonly severity: "error" | "warning";
  readonly code: string;
  readonly message: string;
}

interface SummaryFinding {
  readonly level: "error" | "warning";
  readonly rule: string;
  readonly path: string;
  readonly line?: number;
  readonly message: string;
}

export interface SkillSummary {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly dir: string;
  readonly kind: "workflow" | "reference" | "prose";
  readonly diagnostics: readonly SummaryDiagnostic[];
  readonly findings: readonly SummaryFinding[];
  readonly catalogChars: number;
}

/** The SKILL.md's description and location, when it has one that parses. */
function skillMdFacts(dir: string): { readonly description: string; readonly location?: string } {
  const read = readSkillFile(dir);
  if (!read.ok) return { description: "" };
  const parsed = parseSkillMd(read.file.text, {
    directoryName: read.file.directoryName,
    location: read.file.path,
    directory: dir,
  });
  return parsed.ok
    ? { description: parsed.skill.description, location: read.file.path }
    : { description: "", location: read.file.path };
}

function lintOf(definition: Buildable, dir: string): SummaryDiagnostic[] {
  const found = definition.kind === "skill" ? checkSkill(definition, dir) : checkReference(definition);
  return found.map((item) => ({
    severity: item.severity,
    code: item.rule,
    message: item.step === undefined ? item.message : `${item.step}: ${item.message}`,
  }));
}

export async function summarize(skill: StudioSkill, contents: SkillContents): Promise<SkillSummary> {
  const facts = skillMdFacts(skill.dir);
  const diagnostics: SummaryDiagnostic[] = [];
  if (facts.location !== undefined)
    for (const item of validateSkill(skill.dir, { mode: "strict" }).diagnostics)
      diagnostics.push({ severity: item.severity, code: item.rule, message: item.message });
  let kind: SkillSummary["kind"] = "prose";
  let description = facts.description;
  if (skill.entry !== undefined) {
    const loaded = await loadDefinition(skill.entry);
    kind = loaded.ok && loaded.definition.kind === "reference" ? "reference" : "workflow";
    if (loaded.ok) {
      diagnostics.push(...lintOf(loaded.definition, skill.dir));
      if (description === "") description = loaded.definition.description;
    } else diagnostics.push({ severity: "error", code: "ENTRY_INVALID", message: loaded.message });
  } else if (skill.source !== undefined)
    diagnostics.push({
      severity: "warning",
      code: "SOURCE_NOT_LOADED",
      message: `${relative(skill.dir, skill.source)} is a workflow source; the studio runs a skill's code only for the source given with --entry`,
    });
  const findings = scanSkill(contents).map((finding) => ({
    level: finding.level,
    rule: finding.rule,
    path: finding.path,
    ...(finding.line === undefined ? {} : { line: finding.line }),
    message: finding.message,
  }));
  const catalog = buildCatalog([
    { name: skill.name, description, ...(facts.location === undefined ? {} : { location: facts.location }) },
  ]);
  return {
    id: skill.id,
    name: skill.name,
    description,
    dir: skill.dir,
    kind,
    diagnostics,
    findings,
    catalogChars: catalog.fullChars,
  };
}
