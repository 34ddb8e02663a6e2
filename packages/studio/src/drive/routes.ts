// The drive routes: start a run of a workflow skill in the studio's store, show the step it waits
// on for a host, and answer it. Runs are the sessions API's, so the CLI and the MCP tools continue
// a run started here, and a run they started is answered here.
import { advanceSession, startSession } from "@skill-kit/sessions";
import { answering, json } from "../runs/answers.js";
import { findRun } from "../runs/routes.js";
import type { StudioAnswer, StudioContext, StudioRequest, StudioRoute } from "../server/route.js";
import { answerOf } from "./answer-of.js";
import { bodyOf, hostOf, optionalString, paramsOf, requiredString, runValue } from "./drive-input.js";
import { currentResult, stepViewOf } from "./step-view.js";
import { workflowForRun, workflowOf } from "./workflows.js";

/** The run `id` and the workflow it advances with (`skill`, when given, must be its skill). */
async function runWithWorkflow(context: StudioContext, at: { id: string; skill: string | undefined }) {
  const { run } = await findRun(context, at.id);
  const workflow = await workflowForRun(context, { name: run.header.skill, id: at.id, skill: at.skill });
  return { run, workflow };
}

async function start(request: StudioRequest, context: StudioContext): Promise<StudioAnswer> {
  const body = bodyOf(request.body);
  const workflow = await workflowOf(context, requiredString(body["skill"], "skill"));
  const host = hostOf(body["host"]);
  const started = await startSession(workflow.definition, {
    params: paramsOf(body["params"]),
    host: { host: host ?? "generic" },
    store: context.store,
    skillDir: workflow.skillDir,
  });
  if (!started.ok) throw started.error;
  const { run } = await findRun(context, started.value.sessionId);
  return json({ run: started.value.sessionId, step: stepViewOf(workflow, run, host) });
}

async function show(request: StudioRequest, context: StudioContext): Promise<StudioAnswer> {
  const host = hostOf(request.query.get("host"));
  const at = { id: request.match["run"] ?? "", skill: optionalString(request.query.get("skill"), "skill") };
  const { run, workflow } = await runWithWorkflow(context, at);
  return json({ step: stepViewOf(workflow, run, host) });
}

/** The refusal of an answer to a run an owner started: shown here, answered only by its owner (docs/studio.md). */
function ownedRun(id: string, owner: string) {
  return {
    code: "STUDIO_FORBIDDEN",
    message: `run "${id}" belongs to ${JSON.stringify(owner)}, who started it through an MCP server over HTTP or with --owner: the studio shows it but does not answer for its owner. Its owner's agent answers it; nothing was written.`,
  };
}

async function answer(request: StudioRequest, context: StudioContext): Promise<StudioAnswer> {
  const body = bodyOf(request.body);
  if (!("output" in body)) return answerOf.refused({ code: "USAGE", message: "advance needs an output" }, 400);
  const output = runValue(body["output"], "output");
  const host = hostOf(body["host"]);
  const id = request.match["run"] ?? "";
  const { run, workflow } = await runWithWorkflow(context, { id, skill: optionalString(body["skill"], "skill") });
  const { owner } = run.header;
  if (owner !== undefined) return answerOf.refused(ownedRun(id, owner), 403);
  const pending = currentResult(run)?.result;
  const step = optionalString(body["step"], "step") ?? (pending?.kind === "prompt" ? pending.step : "");
  const advanced = await advanceSession(workflow.definition, id, {
    store: context.store,
    skillDir: workflow.skillDir,
    step,
    output,
  });
  if (!advanced.ok) return answerOf.failed(advanced.error);
  if (advanced.value.result.kind === "error") return answerOf.rejected(advanced.value.result);
  const after = await findRun(context, id);
  return json({ ok: true, step: stepViewOf(workflow, after.run, host) });
}

export const driveRoutes: readonly StudioRoute[] = [
  { method: "POST", pattern: "/api/drive", handle: (request, context) => answering(() => start(request, context)) },
  { method: "GET", pattern: "/api/drive/:run", handle: (request, context) => answering(() => show(request, context)) },
  {
    method: "POST",
    pattern: "/api/drive/:run",
    handle: (request, context) => answerOf.coded(() => answer(request, context)),
  },
];
