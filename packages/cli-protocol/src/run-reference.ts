// Command dispatch for reference skills (protocol §11).
import type { ReferenceDefinition } from "@skill-kit/core";
import { referenceHelp } from "./help.js";
import type { ProtocolIo } from "./io.js";
import type { ReferenceLoader } from "@skill-kit/core";
import { listTopics, showTopic } from "./topics.js";
import { UsageError } from "@skill-kit/core";

export function runReference(input: {
  definition: ReferenceDefinition;
  argv: readonly string[];
  io: ProtocolIo;
  refs: ReferenceLoader;
}): number {
  const [first, second] = input.argv;
  if (first === "--help" || first === "-h") {
    input.io.stderr(referenceHelp(input.definition));
    return 0;
  }
  if (first === undefined || first === "topics") return listTopics(input.definition.topics, input.io);
  if (first === "topic") return showTopic({ topics: input.definition.topics, name: second, refs: input.refs, io: input.io });
  throw new UsageError(`unknown command "${first}". Run with --help.`);
}
