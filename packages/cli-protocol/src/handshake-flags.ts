// The host choice from `--host`, `--tools` and `--subagent`.
import { parseToolList } from "@skill-kit/core";
import type { HostChoice } from "@skill-kit/sessions";
import type { ParsedArgs } from "./args.js";

export function hostChoice(args: ParsedArgs): HostChoice {
  const tools = parseToolList(args.flags.get("tools") ?? "");
  return {
    host: args.flags.get("host") ?? "generic",
    ...(tools.length > 0 ? { tools } : {}),
    ...(args.switches.has("subagent") ? { isSubagent: true } : {}),
  };
}
