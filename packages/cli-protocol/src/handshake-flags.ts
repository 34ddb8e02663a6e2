// The host handshake from `--host`, `--tools` and `--subagent` (or a session header).
import { createHandshake, parseToolList, type Handshake } from "@skill-kit/core";
import type { ParsedArgs } from "./args.js";

export interface HostChoice {
  readonly host: string;
  readonly tools?: readonly string[];
  readonly isSubagent?: boolean;
}

export function hostChoice(args: ParsedArgs): HostChoice {
  const tools = parseToolList(args.flags.get("tools") ?? "");
  return {
    host: args.flags.get("host") ?? "generic",
    ...(tools.length > 0 ? { tools } : {}),
    ...(args.switches.has("subagent") ? { isSubagent: true } : {}),
  };
}

export function handshakeOf(choice: HostChoice): Handshake {
  return createHandshake({
    host: choice.host,
    ...(choice.tools ? { tools: choice.tools } : {}),
    isSubagent: choice.isSubagent === true,
  });
}
