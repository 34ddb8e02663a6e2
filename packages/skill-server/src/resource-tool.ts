// `read_skill_resource`: a file of a skill by relative path, contained in the skill folder (the loader's reader).
import type { McpServer, RegisteredTool } from "@modelcontextprotocol/server";
import { LoaderError, readSkillResource } from "@skill-kit/loader";
import { z } from "zod";
import { resourceErrorMessage } from "./remote-message.js";
import { resourceContents } from "./resource-contents.js";
import type { SkillRegistry } from "./skill-registry.js";
import { toolFailure } from "@skill-kit/mcp-transport/internal";
import { textResult } from "./text-result.js";

/** Files larger than this are refused (the loader's default cap). */
const maxResourceBytes = 1024 * 1024;

/** Registers the tool and returns it; `log` is the server's own log, where a refusal's paths are kept. */
export function registerResourceTool(server: McpServer, registry: SkillRegistry, log: (text: string) => void): RegisteredTool {
  return server.registerTool(
    "read_skill_resource",
    {
      title: "Read a skill's file",
      description:
        "Read a file of a skill (a script, reference or asset its instructions mention) by its path relative to the skill folder, e.g. references/guide.md. Only files inside that skill's folder can be read.",
      inputSchema: z.object({
        skill: z.string().describe("The skill's name"),
        path: z.string().describe("The file's path relative to the skill folder, e.g. references/guide.md"),
      }),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => {
      const served = registry.lookup(args.skill);
      if (typeof served === "string") return toolFailure(served);
      try {
        const resource = readSkillResource(served.directory, args.path, { maxBytes: maxResourceBytes });
        const contents = resourceContents(registry.uriOf(served, resource.relativePath), resource);
        if ("text" in contents) return textResult(contents.text);
        return { content: [{ type: "resource", resource: contents }] };
      } catch (error) {
        if (LoaderError.isInstance(error))
          return toolFailure(
            resourceErrorMessage(error, { served, log, context: `read_skill_resource ${served.skill.name}/${args.path}` }),
          );
        throw error;
      }
    },
  );
}
