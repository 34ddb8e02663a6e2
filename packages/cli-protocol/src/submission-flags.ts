// `--params`, `--step` and `--output`, read the same way in stateless and session mode.
import { UsageError } from "@skill-kit/core";
import { isRecord } from "@skill-kit/core/internal";
import type { ParsedArgs } from "./args.js";
import type { ProtocolIo } from "./io.js";
import { maxValueBytes } from "@skill-kit/sessions";
import { readJson } from "./json-input.js";

export async function readParams(io: ProtocolIo, args: ParsedArgs): Promise<Readonly<Record<string, unknown>>> {
  const params = await readJson({ flag: "params", text: args.flags.get("params") ?? "{}", maxBytes: maxValueBytes, io });
  if (!isRecord(params)) throw new UsageError("--params must be a JSON object");
  return params;
}

export async function readSubmission(io: ProtocolIo, args: ParsedArgs): Promise<{ step: string; output: unknown }> {
  const step = args.flags.get("step");
  const outputText = args.flags.get("output");
  if (step === undefined || outputText === undefined)
    throw new UsageError("advance needs both --step <name> and --output <json>");
  return { step, output: await readJson({ flag: "output", text: outputText, maxBytes: maxValueBytes, io }) };
}
