// One activation: checks who may invoke the skill, renders its content once per conversation, runs a
// fork through the app's sub-agent, starts a workflow run, and records the turn's modifiers.
import { renderSkillContent } from "@skill-kit/loader/portable";
import { AgentError } from "./agent-error.js";
import { withAnswers } from "./with-answers.js";
import type { ConversationRecord } from "./conversation.js";
import { skillContent, visibleMessage } from "./render-activation.js";
import { skillModifiers } from "./skill-modifiers.js";
import type { Activation, HostSkill, QuestionHandler, RunSubagent, SkillCommandRunner, WorkflowResult } from "./types.js";

/** Characters arguments may add to a body once substituted. */
const maxAddedChars = 1024 * 1024;

export interface ActivateInput {
  readonly item: HostSkill;
  readonly args: string;
  readonly conversation: ConversationRecord;
  readonly by: "model" | "user";
  readonly env: Readonly<Record<string, string>>;
  readonly runCommand?: SkillCommandRunner;
  readonly runSubagent?: RunSubagent;
  readonly onQuestion?: QuestionHandler;
}

function checkInvocable(input: ActivateInput): void {
  const { skill } = input.item;
  const name = skill.name;
  if (input.by === "model" && skill.claudeCode.disableModelInvocation === true)
    throw new AgentError({
      code: "NOT_INVOCABLE",
      message: `skill "${name}" is for the user only (disable-model-invocation); the user runs it as /${name}`,
      data: { name },
    });
  if (input.by === "user" && skill.claudeCode.userInvocable === false)
    throw new AgentError({ code: "NOT_INVOCABLE", message: `skill "${name}" is not user-invocable`, data: { name } });
  if (input.item.eligible === false)
    throw new AgentError({
      code: "INELIGIBLE",
      message: `skill "${name}" cannot run here: ${input.item.ineligibleReason ?? "its requirements are not met"}`,
      data: { name },
    });
}

/** A workflow skill's params: the arguments when they are a JSON object, none otherwise. */
function workflowParams(args: string): Readonly<Record<string, unknown>> {
  if (!args.trim().startsWith("{")) return {};
  try {
    const value: unknown = JSON.parse(args);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
  } catch {
    return {};
  }
}

async function renderBody(input: ActivateInput): Promise<string> {
  const { skill } = input.item;
  const { runCommand } = input;
  const rendered = await renderSkillContent(skill, {
    arguments: input.args,
    maxLength: skill.body.length + maxAddedChars,
    ...(runCommand === undefined
      ? {}
      : { runCommand: (command, context) => runCommand(command, { ...context, env: input.env }) }),
  });
  return rendered.content;
}

/** Activates the skill for the conversation (see `SkillHost.activate`). */
export async function activateSkill(input: ActivateInput): Promise<Activation> {
  checkInvocable(input);
  const { item, args, conversation } = input;
  const name = item.skill.name;
  const visible = visibleMessage(name, args);
  const skillMods = skillModifiers(item.skill, input.env);
  if (skillMods.fork !== undefined && input.runSubagent !== undefined) {
    const system = skillContent(item, await renderBody(input));
    const output = await input.runSubagent({
      skill: name,
      system,
      prompt: args,
      tools: skillMods.allowedTools,
      ...(skillMods.model === undefined ? {} : { model: skillMods.model }),
      ...(skillMods.fork.agent === undefined ? {} : { agent: skillMods.fork.agent }),
      env: skillMods.env,
    });
    return { kind: "forked", skill: name, visible, output, modifiers: skillMods };
  }
  if (conversation.active.has(name)) {
    conversation.record(skillMods);
    const run = conversation.runs.get(name);
    const note = `The "${name}" skill is already loaded in this conversation; follow its instructions above.${
      run === undefined ? "" : ` Its workflow run is ${run}: go on with the advance tool.`
    }`;
    return { kind: "already-active", skill: name, visible, content: note, modifiers: skillMods };
  }
  const body = await renderBody(input);
  let workflow: WorkflowResult | undefined;
  if (item.workflow !== undefined) {
    workflow = await withAnswers({
      driver: item.workflow,
      result: await item.workflow.start(workflowParams(args)),
      skill: name,
      ...(input.onQuestion === undefined ? {} : { onQuestion: input.onQuestion }),
    });
    if (workflow.session !== "") conversation.recordRun(name, workflow.session);
  }
  const content = skillContent(item, body, workflow);
  conversation.record(skillMods, content);
  return {
    kind: "activated",
    skill: name,
    visible,
    content,
    modifiers: skillMods,
    ...(workflow === undefined ? {} : { workflow }),
  };
}
