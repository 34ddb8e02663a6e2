// Command dispatch for workflow and composite skills (protocol §1.2, §10.1).
import { UsageError, type SkillDefinition } from "@skill-kit/core";
import { parseArgs, refuseUnknownFlags } from "./args.js";
import { workflowHelp } from "./help.js";
import type { ProtocolContext } from "./protocol-context.js";
import { sessionAdvance, sessionStart } from "./session/session-commands.js";
import { cleanup, sessions } from "./session/sessions-command.js";
import { statelessAdvance, statelessStart } from "./stateless.js";
import { listTopics, showTopic } from "./topics.js";

export async function runWorkflow(
  context: ProtocolContext & { definition: SkillDefinition },
  argv: readonly string[],
): Promise<number> {
  const args = parseArgs(argv);
  const help = (): number => {
    context.io.stderr(workflowHelp(context.definition));
    return 0;
  };
  if (args.help) return help();
  refuseUnknownFlags(args);
  const [first = "", second] = argv;
  const { definition } = context;
  if (definition.subskills?.[first] !== undefined) {
    const command = second === undefined || second.startsWith("--") ? "start" : second;
    if (command !== "start" && command !== "advance") return help();
    return dispatch({ ...context, subskill: first }, command, parseArgs(argv.slice(command === second ? 2 : 1)));
  }
  if (first === "topics" && definition.topics !== undefined) return listTopics(definition.topics, context.io);
  if (first === "topic" && definition.topics !== undefined)
    return showTopic({ topics: definition.topics, name: args.words[1], refs: context.refs, io: context.io });
  const filesOnly = runStoreFlag(args);
  if ((first === "cleanup" || first === "sessions") && filesOnly !== undefined)
    throw new UsageError(`${first} works on the session files of --session-dir only; it does not take --${filesOnly}`);
  if (first === "cleanup") return cleanup(context, args);
  if (first === "sessions") return sessions(context, args);
  const command = first.startsWith("--") ? "start" : first;
  if (command !== "start" && command !== "advance") return help();
  return dispatch(context, command, args);
}

/** A flag naming a run store, an owner or run limits, when the call has one: flags of session start and advance only. */
function runStoreFlag(args: ReturnType<typeof parseArgs>): string | undefined {
  return ["store", "owner", "max-runs-per-user", "run-ttl", "finished-run-ttl"].find((name) => args.flags.has(name));
}

function dispatch(context: ProtocolContext, command: "start" | "advance", args: ReturnType<typeof parseArgs>): Promise<number> {
  const session = args.flags.get("session");
  const sessionOnly = runStoreFlag(args);
  if (sessionOnly !== undefined && session === undefined)
    throw new UsageError(`--${sessionOnly} applies to sessions: pass --session new (start) or --session <id> (advance)`);
  if (command === "start") return session === "new" ? sessionStart(context, args) : statelessStart(context, args);
  return session !== undefined && session !== "new" ? sessionAdvance(context, args, session) : statelessAdvance(context, args);
}
