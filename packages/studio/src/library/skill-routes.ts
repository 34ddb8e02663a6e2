// `GET /api/skills`, `/api/skills/:id`, `/api/skills/:id/file?path=`, `/api/skills/:id/graph`.
import { join } from "node:path";
import { buildCatalog, readSkillFile } from "@skill-kit/loader";
import { readSkillContents, type SkillContents } from "@skill-kit/scan";
import type { StudioAnswer, StudioContext, StudioRoute, StudioSkill } from "../server/route.js";
import { loadDefinition } from "./load-definition.js";
import { renderSkillMd } from "./render-markdown.js";
import { readShownFile } from "./skill-file.js";
import { studioGraph } from "./skill-graph.js";
import { summarize } from "./skill-summary.js";

/** Claude Code's default listing budget: 1% of a 200k-token context at 4 characters a token (as `skill-kit-mcp`'s). */
const catalogBudgetChars = 8000;

const refusal = (status: number, error: { readonly code: string; readonly message: string }): StudioAnswer => ({
  status,
  json: { error },
});

function contentsOf(skill: StudioSkill): SkillContents {
  return readSkillContents(skill.dir, { modes: false, nestedSkills: false });
}

/** The skill `id` names, or the 404 to answer. */
function skillById(context: StudioContext, id: string | undefined): StudioSkill | StudioAnswer {
  const skill = context.skills().find((candidate) => candidate.id === id);
  return skill ?? refusal(404, { code: "STUDIO_NOT_FOUND", message: `no skill ${JSON.stringify(id ?? "")} in the library` });
}

const isSkill = (value: StudioSkill | StudioAnswer): value is StudioSkill => "dir" in value;

const listRoute: StudioRoute = {
  method: "GET",
  pattern: "/api/skills",
  handle: async (_request, context) => {
    const skills = await Promise.all(context.skills().map((skill) => summarize(skill, contentsOf(skill))));
    const catalog = buildCatalog(
      skills.map((skill) => ({ name: skill.name, description: skill.description, location: join(skill.dir, "SKILL.md") })),
    );
    return { status: 200, json: { skills, catalog: { usedChars: catalog.fullChars, budgetChars: catalogBudgetChars } } };
  },
};

const detailRoute: StudioRoute = {
  method: "GET",
  pattern: "/api/skills/:id",
  handle: async (request, context) => {
    const skill = skillById(context, request.match["id"]);
    if (!isSkill(skill)) return skill;
    const contents = contentsOf(skill);
    const read = readSkillFile(skill.dir);
    const files = contents.files
      .map((file) => ({ path: file.path, bytes: file.bytes.length }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return {
      status: 200,
      json: { skill: await summarize(skill, contents), html: read.ok ? renderSkillMd(read.file.text) : "", files },
    };
  },
};

const fileRoute: StudioRoute = {
  method: "GET",
  pattern: "/api/skills/:id/file",
  handle: (request, context) => {
    const skill = skillById(context, request.match["id"]);
    if (!isSkill(skill)) return Promise.resolve(skill);
    const path = request.query.get("path");
    if (path === null) return Promise.resolve(refusal(400, { code: "USAGE", message: "give the file as ?path=<relative path>" }));
    const read = readShownFile(skill.dir, path);
    return Promise.resolve(
      read.ok
        ? { status: 200, json: { path, text: read.text } }
        : refusal(read.status, { code: read.code, message: read.message }),
    );
  },
};

const graphRoute: StudioRoute = {
  method: "GET",
  pattern: "/api/skills/:id/graph",
  handle: async (request, context) => {
    const skill = skillById(context, request.match["id"]);
    if (!isSkill(skill)) return skill;
    const notWorkflow = refusal(404, { code: "NOT_A_WORKFLOW", message: `${skill.name} has no workflow` });
    if (skill.entry === undefined) return notWorkflow;
    const loaded = await loadDefinition(skill.entry);
    if (!loaded.ok) return refusal(422, { code: "ENTRY_INVALID", message: loaded.message });
    if (loaded.definition.kind !== "skill") return notWorkflow;
    return { status: 200, json: studioGraph(loaded.definition) };
  },
};

export const skillRoutes: readonly StudioRoute[] = [listRoute, detailRoute, fileRoute, graphRoute];
