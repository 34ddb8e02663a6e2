// Decoders for the library's answers: GET /api/skills, /api/skills/:id, /api/skills/:id/graph, /api/hosts.
import { listOf, numberOf, objectOf, oneOf, optionalNumberOf, optionalTextOf, textOf } from "./json.js";
import type {
  Diagnostic,
  Finding,
  GraphEdge,
  GraphNode,
  Host,
  Library,
  SkillPage,
  SkillSummary,
  WorkflowGraph,
} from "./types.js";

function diagnosticOf(value: unknown): Diagnostic {
  const from = objectOf(value, "diagnostic");
  return { severity: oneOf(from.severity, ["error", "warning"]), code: textOf(from, "code"), message: textOf(from, "message") };
}

function findingOf(value: unknown): Finding {
  const from = objectOf(value, "finding");
  return {
    level: oneOf(from.level, ["error", "warning"]),
    rule: textOf(from, "rule"),
    path: textOf(from, "path"),
    line: optionalNumberOf(from, "line"),
    message: textOf(from, "message"),
  };
}

function skillOf(value: unknown): SkillSummary {
  const from = objectOf(value, "skill");
  return {
    id: textOf(from, "id"),
    name: textOf(from, "name"),
    description: textOf(from, "description"),
    dir: textOf(from, "dir"),
    kind: oneOf(from.kind, ["workflow", "reference", "prose"]),
    diagnostics: listOf(from, "diagnostics", diagnosticOf),
    findings: listOf(from, "findings", findingOf),
    catalogChars: numberOf(from, "catalogChars"),
  };
}

export function libraryOf(value: unknown): Library {
  const from = objectOf(value, "answer");
  const catalog = objectOf(from.catalog, "catalog");
  return {
    skills: listOf(from, "skills", skillOf),
    catalog: { usedChars: numberOf(catalog, "usedChars"), budgetChars: numberOf(catalog, "budgetChars") },
  };
}

export function skillPageOf(value: unknown): SkillPage {
  const from = objectOf(value, "answer");
  return {
    skill: skillOf(from.skill),
    html: textOf(from, "html"),
    files: listOf(from, "files", (file) => {
      const entry = objectOf(file, "file");
      return { path: textOf(entry, "path"), bytes: numberOf(entry, "bytes") };
    }),
  };
}

export function fileTextOf(value: unknown): { readonly path: string; readonly text: string } {
  const from = objectOf(value, "answer");
  return { path: textOf(from, "path"), text: textOf(from, "text") };
}

function nodeOf(value: unknown): GraphNode {
  const from = objectOf(value, "node");
  return {
    id: textOf(from, "id"),
    kind: oneOf(from.kind, ["step", "terminal", "subskill"]),
    maxVisits: optionalNumberOf(from, "maxVisits"),
  };
}

function edgeOf(value: unknown): GraphEdge {
  const from = objectOf(value, "edge");
  return { from: textOf(from, "from"), to: textOf(from, "to"), label: optionalTextOf(from, "label"), loop: from.loop === true };
}

export function graphOf(value: unknown): WorkflowGraph {
  const from = objectOf(value, "answer");
  return { entry: textOf(from, "entry"), nodes: listOf(from, "nodes", nodeOf), edges: listOf(from, "edges", edgeOf) };
}

export function hostsOf(value: unknown): readonly Host[] {
  return listOf(objectOf(value, "answer"), "hosts", (entry) => {
    const host = objectOf(entry, "host");
    return { id: textOf(host, "id"), name: textOf(host, "name") };
  });
}
