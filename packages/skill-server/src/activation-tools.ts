// `activate_skill` (with the catalog in its description) and `deactivate_skill`.
import type { McpServer, RegisteredTool } from "@modelcontextprotocol/server";
import { z } from "zod";
import { catalogDescription } from "./catalog-description.js";
import { LoaderError } from "@skill-kit/loader";
import { maxAddedCharacters, maxArgumentBytes, skillContent } from "./skill-content.js";
import { skillNameSchema } from "./skill-name-schema.js";
import type { ServedSkill } from "./load-served-skills.js";
import type { SkillRegistry } from "./skill-registry.js";
import { toolFailure } from "@skill-kit/mcp-transport/internal";
import { textResult } from "./text-result.js";

/** The skills the model may activate and the tool's description, worked out once for every server. */
export interface ActivationCatalog {
  readonly invocable: readonly ServedSkill[];
  readonly described: ReturnType<typeof catalogDescription>;
}

export function activationCatalog(registry: SkillRegistry, budget: number): ActivationCatalog {
  const invocable = registry.skills.filter((served) => served.skill.claudeCode.disableModelInvocation !== true);
  return { invocable, described: catalogDescription(invocable, budget) };
}

/**
 * Registers both tools and returns them. Which skills are active is this server's own (one
 * conversation's) state: `active`, kept across reloads of a watched server.
 */
export function registerActivationTools(
  server: McpServer,
  input: {
    readonly registry: SkillRegistry;
    readonly activation: ActivationCatalog;
    /** Over HTTP: show each skill's folder as its `skill://` URI, never a path on this machine. */
    readonly remote: boolean;
    readonly active?: Set<string>;
  },
): RegisteredTool[] {
  const { registry } = input;
  const { invocable, described } = input.activation;
  const active = input.active ?? new Set<string>();
  const names = invocable.map((served) => served.skill.name);
  const activate = server.registerTool(
    "activate_skill",
    {
      title: "Activate a skill",
      description: described.description,
      inputSchema: z.object({
        name: skillNameSchema(names, "The skill's name, as listed"),
        arguments: z
          .string()
          .optional()
          .describe(
            `Optional: the user's arguments for the skill ($ARGUMENTS in its instructions), at most ${String(maxArgumentBytes)} bytes`,
          ),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      const served = registry.lookup(args.name, invocable);
      if (typeof served === "string") {
        const manual = registry.find(args.name);
        return toolFailure(
          manual === undefined
            ? served
            : `skill "${manual.skill.name}" can only be started by the user (disable-model-invocation: true)`,
        );
      }
      const name = served.skill.name;
      if (active.has(name) && args.arguments === undefined) {
        return textResult(
          `Skill "${name}" is already active: its instructions were loaded earlier in this conversation. Call deactivate_skill first to load them again.`,
        );
      }
      const refused = args.arguments === undefined ? undefined : argumentsRefusal(args.arguments);
      if (refused !== undefined) return toolFailure(refused);
      let content: string;
      try {
        const given = args.arguments === undefined ? {} : { arguments: args.arguments };
        content = await skillContent(served, { ...given, remote: input.remote });
      } catch (error) {
        if (!LoaderError.isInstance(error) || error.code !== "CONTENT_TOO_LARGE") throw error;
        return toolFailure(
          `skill "${name}" refuses these arguments: substituted into its instructions (each $ARGUMENTS is a copy) they would add more than ${String(maxAddedCharacters)} characters, the limit; pass shorter arguments`,
        );
      }
      active.add(name);
      return textResult(content);
    },
  );
  const deactivate = server.registerTool(
    "deactivate_skill",
    {
      title: "Deactivate a skill",
      description: "Mark an active skill as finished: stop following its instructions. It can be activated again later.",
      inputSchema: z.object({ name: z.string().describe("The name of an active skill") }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => {
      const served = registry.lookup(args.name);
      if (typeof served === "string") return toolFailure(served);
      const name = served.skill.name;
      if (!active.delete(name)) return textResult(`Skill "${name}" was not active; nothing to do.`);
      return textResult(`Skill "${name}" is no longer active: stop following its instructions.`);
    },
  );
  return [activate, deactivate];
}

/** Why `arguments` is refused (over `maxArgumentBytes`), or undefined. */
function argumentsRefusal(text: string): string | undefined {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes <= maxArgumentBytes) return undefined;
  return `arguments is ${String(bytes)} bytes; the limit is ${String(maxArgumentBytes)} bytes`;
}
