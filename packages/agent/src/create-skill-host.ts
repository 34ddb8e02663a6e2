// The skill host: one snapshot of skills (reloaded on change), the catalog, activation with its
// context modifiers, confined resource reads, user commands, the tool policy and workflow runs.
import { InvalidOptionError, ResourceError } from "@skill-kit/loader/portable";
import { AgentError } from "./agent-error.js";
import { activateSkill } from "./activate-skill.js";
import { createConversation, type ConversationRecord } from "./conversation.js";
import { givenSkills } from "./given-skills.js";
import { hostCatalog } from "./host-catalog.js";
import type { Conversation, HostCatalog, SkillHost, SkillHostOptions } from "./host-types.js";
import { parseUserCommand } from "./parse-user-command.js";
import { skillSetKey } from "./skill-set-key.js";
import { toolPolicy } from "./tool-patterns.js";
import { withAnswers } from "./with-answers.js";
import type { Activation, HostSkill, SkillSet, SkillSource } from "./types.js";

/** About what Claude Code gives its list of skills. */
export const defaultCatalogBudget = 15_000;

const toolPreamble = [
  "Load a skill: a folder of instructions, scripts and references for one kind of task.",
  "When the task at hand matches a skill below, call this tool with its name (and any arguments) before you start;",
  "its instructions then appear in the conversation. Do not load a skill that is already loaded.",
].join(" ");

function sourceOf(options: SkillHostOptions): SkillSource {
  return "load" in options.source ? options.source : givenSkills(options.source);
}

function isModelSkill(item: HostSkill): boolean {
  return item.eligible !== false && item.skill.claudeCode.disableModelInvocation !== true;
}

/** The first skill of each name wins (sources list in precedence order). */
function byName(set: SkillSet): ReadonlyMap<string, HostSkill> {
  const map = new Map<string, HostSkill>();
  for (const item of set.skills) if (!map.has(item.skill.name)) map.set(item.skill.name, item);
  return map;
}

/** The source's skills, one per name, and what it skipped. */
async function loadSet(source: SkillSource): Promise<SkillSet> {
  try {
    const loaded = await source.load();
    return { skills: [...byName(loaded).values()], skipped: loaded.skipped };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new AgentError({ code: "SOURCE_FAILED", message: `could not load skills: ${message}`, cause: error });
  }
}

/** Loads the source and returns the host; with `watch`, reloads whenever the source reports a change. */
export async function createSkillHost(options: SkillHostOptions): Promise<SkillHost> {
  const source = sourceOf(options);
  if (options.watch === true && source.watch === undefined)
    throw new InvalidOptionError("watch: true needs a source that can watch (folderSkills from @skill-kit/agent/node)");
  const budget = options.catalogBudget ?? defaultCatalogBudget;
  const load = (): Promise<SkillSet> => loadSet(source);
  let set = await load();
  let skills = byName(set);
  let key = skillSetKey(set);
  let version = 1;
  let catalog: HostCatalog | undefined;
  const listeners = new Set<(version: number) => void>();
  let reloading: Promise<number> = Promise.resolve(version);

  const reload = (): Promise<number> => {
    reloading = reloading.then(async () => {
      const next = await load();
      const nextKey = skillSetKey(next);
      if (nextKey === key) return version;
      [set, skills, key, catalog] = [next, byName(next), nextKey, undefined];
      version += 1;
      for (const listener of listeners) listener(version);
      return version;
    });
    return reloading;
  };
  const stopWatching = options.watch === true ? source.watch?.(() => void reload().catch(() => undefined)) : undefined;

  const lookup = (name: string): HostSkill => {
    const item = skills.get(name);
    if (item !== undefined) return item;
    const known = [...skills.keys()].slice(0, 20).join(", ");
    throw new AgentError({
      code: "UNKNOWN_SKILL",
      message: `no skill is named "${name}"; known skills: ${known}`,
      data: { name },
    });
  };
  const buildHostCatalog = (): HostCatalog =>
    hostCatalog({
      skills: set.skills.filter(isModelSkill),
      hidden: set.skills
        .filter((item) => !isModelSkill(item))
        .map((item) => ({ name: item.skill.name, reason: item.eligible === false ? "ineligible" : "user-only" })),
      budget,
      version,
    });
  const records = new WeakMap<Conversation, ConversationRecord>();
  const record = (conversation: Conversation): ConversationRecord => {
    const found = records.get(conversation);
    if (found === undefined) throw new InvalidOptionError("pass a conversation made by this host's conversation()");
    return found;
  };
  const { runCommand, runSubagent, onQuestion } = options;
  const activateBy =
    (by: "model" | "user") =>
    (name: string, args: string, conversation: Conversation): Promise<Activation> =>
      activateSkill({
        item: lookup(name),
        args,
        conversation: record(conversation),
        by,
        env: options.env?.[name] ?? {},
        ...(runCommand === undefined ? {} : { runCommand }),
        ...(runSubagent === undefined ? {} : { runSubagent }),
        ...(onQuestion === undefined ? {} : { onQuestion }),
      });

  return {
    get version() {
      return version;
    },
    modelSkills: () => set.skills.filter(isModelSkill).map((item) => item.skill.name),
    skills: () => set.skills,
    catalog: () => {
      catalog ??= buildHostCatalog();
      return catalog;
    },
    toolDescription: () => {
      catalog ??= buildHostCatalog();
      const { text } = catalog;
      return text === "" ? `${toolPreamble}\n\nNo skills are available.` : `${toolPreamble}\n\n${text}`;
    },
    conversation(id) {
      const created = createConversation(id);
      records.set(created, created);
      return created;
    },
    activate: async (name, args, conversation) => activateBy("model")(name, args, conversation),
    activateAsUser: async (name, args, conversation) => activateBy("user")(name, args, conversation),
    readResource(name, path) {
      const item = lookup(name);
      if (item.files === undefined)
        throw new ResourceError({ code: "RESOURCE_NOT_FOUND", message: `skill "${name}" has no files`, data: { name, path } });
      return item.files.read(path);
    },
    parseUserCommand: (text) =>
      parseUserCommand(
        text,
        new Set(set.skills.filter((item) => item.skill.claudeCode.userInvocable !== false).map((item) => item.skill.name)),
      ),
    toolPolicy,
    async advance(conversation, input) {
      const item = lookup(input.skill);
      if (item.workflow === undefined)
        throw new AgentError({ code: "NOT_A_WORKFLOW", message: `skill "${input.skill}" is not a workflow skill` });
      record(conversation).recordRun(input.skill, input.session);
      const result = await item.workflow.advance(input.session, input.step, input.output);
      return withAnswers({
        driver: item.workflow,
        result,
        skill: input.skill,
        ...(onQuestion === undefined ? {} : { onQuestion }),
      });
    },
    reload,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      stopWatching?.();
      listeners.clear();
    },
  };
}
