// `.build()`: validates a skill's graph and freezes it.
import type { SkillDefinition, StepConfig, StepDefinition, SubskillRegistration, TopicConfig } from "../definition.js";
import { SkillDefinitionError } from "../errors.js";
import { reservedStepNames, reservedStoreNames } from "../store-accessor.js";
import { actionTimeoutProblem } from "./action-timeout.js";
import { frontmatterOf } from "./frontmatter.js";
import type { SkillConfig } from "./skill-config.js";

export interface SkillParts {
  readonly config: SkillConfig;
  readonly steps: Readonly<Record<string, StepDefinition>>;
  readonly subskills: Readonly<Record<string, SubskillRegistration>>;
  readonly topics: Readonly<Record<string, TopicConfig>>;
}

export function buildSkill<Params>(parts: SkillParts): SkillDefinition<Params> {
  const { config, steps, subskills, topics } = parts;
  const fail = (message: string): never => {
    throw new SkillDefinitionError({ message: `Skill "${config.name}": ${message}`, data: { skill: config.name } });
  };
  if (typeof config.name !== "string" || config.name.trim() === "") fail("a skill needs a non-empty name");
  if (Object.keys(steps).length === 0) fail("a skill needs at least one step");
  if (!(config.entry in steps)) fail(`the entry step "${config.entry}" is not defined (steps: ${Object.keys(steps).join(", ")})`);
  const versions: { readonly version?: unknown; readonly resolveVersion?: unknown } = config;
  if (versions.version !== undefined && versions.resolveVersion === true) fail("set either version or resolveVersion, not both");
  const timeout = actionTimeoutProblem(config.actionTimeoutMs);
  if (timeout !== undefined) fail(`actionTimeoutMs ${timeout}`);
  for (const name of Object.keys(config.stores ?? {})) {
    if (reservedStoreNames.has(name)) fail(`"${name}" is reserved and cannot name a store`);
  }
  for (const [name, registration] of Object.entries(subskills)) {
    if (registration.definition.subskills !== undefined)
      fail(`sub-skill "${name}" has sub-skills of its own; only one level is allowed`);
  }
  const known = { steps: Object.keys(steps), subskills: Object.keys(subskills), topics: Object.keys(topics) };
  for (const [name, step] of Object.entries(steps)) checkStep(name, step.config, { known, fail });
  const hasSubskills = known.subskills.length > 0;
  const hasTopics = known.topics.length > 0;
  return Object.freeze({
    kind: "skill" as const,
    name: config.name,
    version: config.version ?? "0.0.0",
    resolveVersion: config.resolveVersion === true,
    description: config.description ?? "",
    triggers: Object.freeze([...(config.triggers ?? [])]),
    entry: config.entry,
    system: config.system,
    params: config.params,
    stores: Object.freeze({ ...(config.stores ?? {}) }),
    observers: config.observers,
    finalOutput: config.finalOutput,
    ...(config.actionTimeoutMs === undefined ? {} : { actionTimeoutMs: config.actionTimeoutMs }),
    skillMd: config.skillMd,
    package: config.package,
    frontmatter: frontmatterOf(config),
    steps: Object.freeze({ ...steps }),
    ...(hasSubskills ? { subskills: Object.freeze({ ...subskills }) } : {}),
    ...(hasTopics ? { topics: Object.freeze({ ...topics }) } : {}),
  });
}

interface CheckContext {
  readonly known: {
    readonly steps: readonly string[];
    readonly subskills: readonly string[];
    readonly topics: readonly string[];
  };
  readonly fail: (message: string) => never;
}

function checkStep(name: string, config: StepConfig, context: CheckContext): void {
  const { fail } = context;
  if (reservedStepNames.has(name)) fail(`"${name}" is reserved (store.steps.${name} is a method) and cannot name a step`);
  if (config.prompt === undefined && config.response !== undefined)
    fail(`step "${name}" has a response schema but no prompt; a prompt-less step runs without the agent`);
  if (config.maxVisits !== undefined && (!Number.isInteger(config.maxVisits) || config.maxVisits < 1))
    fail(`step "${name}": maxVisits must be a positive integer, found ${String(config.maxVisits)}`);
  const check = (target: string, where: string): void => {
    const problem = targetProblem(target, context.known);
    if (problem !== undefined) fail(`step "${name}" ${where} "${target}", ${problem}`);
  };
  const { next } = config;
  if (typeof next === "string") check(next, "goes to");
  else if (Array.isArray(next)) for (const branch of next as readonly { readonly to: string }[]) check(branch.to, "branches to");
  if (config.onMaxVisits !== undefined) check(config.onMaxVisits, "has onMaxVisits");
  for (const target of config.targets ?? []) check(target, "lists target");
}

function targetProblem(target: string, known: CheckContext["known"]): string | undefined {
  if (target === "self" || known.steps.includes(target)) return undefined;
  if (target === "__parent__") return "which only a module may use: add the step with .register(module, { next })";
  if (target.startsWith("subskill:"))
    return known.subskills.includes(target.slice(9)) ? undefined : `but no sub-skill "${target.slice(9)}" is registered`;
  if (target.startsWith("topic:"))
    return known.topics.includes(target.slice(6)) ? undefined : `but no topic "${target.slice(6)}" is registered`;
  return "which is not a step of this skill";
}
