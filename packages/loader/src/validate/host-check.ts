// `--profile <host>`: what one host accepts, per ../shared/spec/skill-md-format.md §4–5. The lenient
// verdict is the base; each host refuses some of its warnings and adds checks of its own.
import { basename } from "node:path";
import { errorDiagnostic, warningDiagnostic, type Diagnostic } from "../diagnostic.js";
import type { ParseSkillResult } from "../lenient/parse-skill-md.js";
import type { Skill } from "../skill.js";
import { claudeCodeFallback } from "./claude-code-fallback.js";
import type { FoundSkill } from "./find-skills.js";
import { skillCheck, type HostProfile, type SkillCheck } from "./skill-check.js";

interface HostRules {
  /** Lenient warnings the host cannot get past, with the reason. */
  readonly refuses: Readonly<Partial<Record<string, string>>>;
  /** Further findings on a skill that loads. */
  readonly check?: (skill: Skill, found: FoundSkill) => Diagnostic[];
}

const codePoints = (text: string): number => Array.from(text).length;
const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();

function codexChecks(skill: Skill, found: FoundSkill): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const name = codePoints(oneLine(skill.name));
  if (name > 64)
    findings.push(errorDiagnostic("codex-name-length", `name is ${name} characters on one line; Codex refuses names over 64`));
  const description = codePoints(oneLine(skill.description));
  if (description > 1024)
    findings.push(
      errorDiagnostic(
        "codex-description-length",
        `description is ${description} characters on one line; Codex refuses descriptions over 1024`,
      ),
    );
  const folder = basename(found.directory);
  if (folder.startsWith("."))
    findings.push(errorDiagnostic("codex-dot-folder", `the folder name '${folder}' starts with '.'; Codex skips such folders`));
  return findings;
}

function geminiChecks(skill: Skill, found: FoundSkill): Diagnostic[] {
  const findings: Diagnostic[] = [];
  if (found.depth > 1) {
    const message = `the skill folder is ${found.depth} levels below the path given; gemini-cli only finds <skills folder>/SKILL.md and <skills folder>/*/SKILL.md`;
    findings.push(warningDiagnostic("gemini-depth", message));
  }
  const listed = skill.name.replace(/[:\\/<>*?"|]/g, "-");
  if (listed !== skill.name)
    findings.push(
      warningDiagnostic(
        "gemini-name-characters",
        `gemini-cli replaces : \\ / < > * ? " | in names with '-': it lists this skill as '${listed}'`,
      ),
    );
  return findings;
}

const RULES: Readonly<Record<HostProfile, HostRules>> = {
  "claude-code": { refuses: {} },
  codex: {
    refuses: {
      "yaml-repaired": "Codex reads frontmatter with serde_yaml, which does not repair it",
      "duplicate-key": "Codex reads frontmatter with serde_yaml, which refuses duplicate keys",
    },
    check: codexChecks,
  },
  "gemini-cli": { refuses: {}, check: geminiChecks },
  opencode: { refuses: { "name-missing": "OpenCode needs a text 'name' and does not fall back to the folder name" } },
};

/** The host's verdict on one parsed SKILL.md. */
export function checkForHost(input: {
  readonly host: HostProfile;
  readonly found: FoundSkill;
  readonly text: string;
  readonly parsed: ParseSkillResult;
}): SkillCheck {
  const { host, found, parsed } = input;
  const rules = RULES[host];
  const diagnostics: Diagnostic[] = parsed.diagnostics.map((item) => {
    const reason = item.severity === "warning" ? rules.refuses[item.rule] : undefined;
    return reason === undefined ? item : errorDiagnostic(item.rule, `${item.message}; ${reason}`, item.path);
  });
  const fileName = basename(found.file);
  if (fileName !== "SKILL.md")
    diagnostics.push(
      errorDiagnostic(
        "skill-file-name",
        `the file is named '${fileName}'; ${host} looks for 'SKILL.md' (exact case on case-sensitive file systems)`,
      ),
    );
  if (parsed.ok) {
    diagnostics.push(...(rules.check?.(parsed.skill, found) ?? []));
    return skillCheck({ dir: found.dir, name: parsed.skill.name, diagnostics, catalog: parsed.skill });
  }
  if (host !== "claude-code") return skillCheck({ dir: found.dir, name: null, diagnostics });
  const folderName = basename(found.directory);
  const fallback = claudeCodeFallback({ text: input.text, diagnostics, folderName });
  return skillCheck({
    dir: found.dir,
    name: fallback.catalog?.name ?? null,
    diagnostics: fallback.diagnostics,
    catalog: fallback.catalog,
  });
}
