// `topics` and `topic`: JSON for composites (§12.3), plain text for reference skills (§12.7).
import type { McpServer } from "@modelcontextprotocol/server";
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { ReferenceLoader, TopicConfig } from "@skill-kit/core";
import { toolFailure } from "./run-result.js";
import { registeredSchemas as schemas } from "./tool-schemas.js";

export interface TopicTools {
  readonly skillName: string;
  readonly topics: Readonly<Record<string, TopicConfig>>;
  readonly refs: ReferenceLoader;
  /** `json`: `topic` answers `{name, content}` as JSON text; `text`: the content itself. */
  readonly style: "json" | "text";
}

export function registerTopicTools(server: McpServer, tools: TopicTools): void {
  const { topics } = tools;
  const list = Object.entries(topics).map(([name, topic]) => ({ name, label: topic.label }));
  server.registerTool(
    "topics",
    {
      title: `${tools.skillName} topics`,
      description: `List the reference topics of "${tools.skillName}", one "name: label" line each.`,
      outputSchema: schemas.topicsOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () => ({
      content: [{ type: "text", text: list.map((topic) => `${topic.name}: ${topic.label}`).join("\n") }],
      structuredContent: { topics: list },
    }),
  );
  server.registerTool(
    "topic",
    {
      title: `${tools.skillName} topic`,
      description: `Read one reference topic of "${tools.skillName}" by name.`,
      inputSchema: schemas.topicInput,
      outputSchema: schemas.topicOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ name }) => readTopic(tools, name),
  );
}

function readTopic(tools: TopicTools, name: string): CallToolResult {
  const topic = Object.hasOwn(tools.topics, name) ? tools.topics[name] : undefined;
  if (topic === undefined) {
    const message = `Unknown topic "${name}". Available: ${Object.keys(tools.topics).join(", ")}`;
    return tools.style === "json"
      ? { content: [{ type: "text", text: JSON.stringify({ error: message }) }], isError: true }
      : toolFailure(message);
  }
  let content: string;
  try {
    content = topic.content({ refs: tools.refs });
  } catch (error) {
    return toolFailure(`Topic "${name}" could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = tools.style === "json" ? JSON.stringify({ name, content }) : content;
  return { content: [{ type: "text", text }], structuredContent: { name, content } };
}
