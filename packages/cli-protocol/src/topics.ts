// `topics` and `topic <name>`, shared by composite and reference skills.
import type { ReferenceLoader, TopicConfig } from "@skill-kit/core";
import type { ProtocolIo } from "./io.js";
import { UsageError } from "@skill-kit/core";

export function listTopics(topics: Readonly<Record<string, TopicConfig>> | undefined, io: ProtocolIo): number {
  const entries = Object.entries(topics ?? {});
  if (entries.length === 0) io.stderr("this skill has no topics\n");
  for (const [name, topic] of entries) io.stdout(`${name}: ${topic.label}\n`);
  return 0;
}

export function showTopic(input: {
  topics: Readonly<Record<string, TopicConfig>> | undefined;
  name: string | undefined;
  refs: ReferenceLoader;
  io: ProtocolIo;
}): number {
  const names = Object.keys(input.topics ?? {});
  if (input.name === undefined) throw new UsageError(`topic needs a name: ${names.join(", ")}`);
  const topic = input.topics?.[input.name];
  if (topic === undefined) throw new UsageError(`unknown topic "${input.name}". Available: ${names.join(", ")}`);
  const content = topic.content({ refs: input.refs });
  input.io.stdout(content.endsWith("\n") ? content : `${content}\n`);
  return 0;
}
