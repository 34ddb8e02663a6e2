// One call of a skill binary: route the command, map every failure to `error: …` and exit 1.
import { SkillKitError, type Buildable } from "@skill-kit/core";
import { processIo, type ProtocolIo } from "./io.js";
import { runReference } from "./run-reference.js";
import { runWorkflow } from "./run-workflow.js";
import { inFlagWords } from "./flag-words.js";
import { fileReferences, type SessionCache } from "@skill-kit/sessions";
import type { OpenStore } from "./protocol-context.js";
import { UsageError } from "@skill-kit/core";

/**
 * Set to `1`, a failure's code follows its `error: …` line as `error-code: CODE`, and a retryable
 * one's wait as `error-retry-after-ms: N` (docs/errors.md).
 */
const errorCodeEnv = "SKILL_KIT_ERROR_CODES";

export interface ProtocolOptions {
  /** The skill folder (`$SKILL_DIR`); references are read from `<skillDir>/references`. */
  readonly skillDir?: string | undefined;
  readonly io?: ProtocolIo;
  /** Response JSON Schemas computed by the build (see `responseSchemas` in core). */
  readonly schemas?: Readonly<Record<string, unknown>>;
  /** Serves the skill over MCP for the `mcp` command; loaded only when asked for. */
  readonly startMcp?: (definition: Buildable, argv: readonly string[]) => Promise<number>;
  /** Session state kept between calls by a long-lived process (the MCP server passes one). */
  readonly sessionCache?: SessionCache;
  /** Opens `--store postgres://…|redis://…` for a session command, with its run limits; loaded only when asked for. */
  readonly openStore?: OpenStore;
}

export async function runProtocol(
  definition: Buildable,
  argv: readonly string[],
  options: ProtocolOptions = {},
): Promise<number> {
  const io = options.io ?? processIo();
  const refs = fileReferences(options.skillDir ?? io.env["SKILL_DIR"]);
  try {
    if (argv[0] === "mcp") {
      if (options.startMcp === undefined) throw new UsageError("this build of the skill has no MCP transport");
      return await options.startMcp(definition, argv.slice(1));
    }
    if (definition.kind === "reference") return runReference({ definition, argv, io, refs });
    return await runWorkflow(
      {
        definition,
        io,
        refs,
        sessionCache: options.sessionCache,
        openStore: options.openStore,
        ...(options.schemas === undefined ? {} : { schemas: options.schemas }),
      },
      argv,
    );
  } catch (error) {
    io.stderr(`error: ${describe(error)}\n`);
    // For a program that runs this one (skill-kit-mcp): the failure's code on a line of its own, and
    // when to retry (SESSION_LIMIT) on another.
    if (io.env[errorCodeEnv] === "1" && SkillKitError.isInstance(error)) {
      io.stderr(`error-code: ${error.code}\n`);
      const after = error.data?.["retryAfterMs"];
      if (typeof after === "number") io.stderr(`error-retry-after-ms: ${String(after)}\n`);
    }
    return 1;
  }
}

function describe(error: unknown): string {
  if (SkillKitError.isInstance(error)) return inFlagWords(error);
  if (error instanceof RangeError && /call stack/i.test(error.message)) return "the input is nested too deeply to process";
  if (error instanceof Error) return error.message;
  return String(error);
}
