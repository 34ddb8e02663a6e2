// The error table's rows for one part of skill-kit (index.ts joins them). Skills inside an app's own agent loop, and code mode's sandbox.
import type { ErrorRow } from "./error-row.js";

export const agentRows = {
  UNKNOWN_SKILL: {
    area: "agent",
    class: "AgentError",
    meaning: "no loaded skill has that name (the message lists known names)",
    remedy: "call with a name from the catalog; after a reload, the enum follows",
    surfaces: "`activate`, `readResource`, `advance`",
  },
  NOT_INVOCABLE: {
    area: "agent",
    class: "AgentError",
    meaning:
      "the model asked for a user-only skill (`disable-model-invocation`), or the user for one with `user-invocable: false`",
    remedy: "the user runs it as `/name args` (`activateAsUser`)",
    surfaces: "`activate`, `activateAsUser`",
  },
  INELIGIBLE: {
    area: "agent",
    class: "AgentError",
    meaning: "the skill's `metadata.requires` or `os` is not met here (the message says which)",
    remedy: "install what it needs, or set the environment",
    surfaces: "`activate`",
  },
  NOT_A_WORKFLOW: {
    area: "agent",
    class: "AgentError",
    meaning: "`advance` named a skill that is not a workflow skill",
    remedy: "activate the skill and follow its instructions instead",
    surfaces: "`advance`",
  },
  SOURCE_FAILED: {
    area: "agent",
    class: "AgentError",
    meaning: "the skill source threw while loading (`cause` has its error)",
    remedy: "fix the source (a folder's permissions, a given skill)",
    surfaces: "`createSkillHost`, `reload`",
  },
  CODE_MODE_CODE_ERROR: {
    area: "code-mode",
    class: "CodeModeError",
    meaning:
      "the code the model sent threw (its name, message and the stack lines that point into the code), or is longer than `codeChars`; `data.output` holds what it printed",
    remedy: "fix the code as the message says and call again",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_TIMEOUT: {
    area: "code-mode",
    class: "CodeModeError",
    meaning:
      "the code ran past the time limit (`timeMs`, host calls included) and was stopped; `data.output` holds what it printed",
    remedy: "do less in one call (fewer host calls, a smaller loop), or raise `timeMs`",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_MEMORY_LIMIT: {
    area: "code-mode",
    class: "CodeModeError",
    meaning: "the code ran out of memory (`memoryBytes`, the whole engine's) and was stopped",
    remedy: "keep less in the sandbox at once: filter or page what a host call returns",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_STACK_LIMIT: {
    area: "code-mode",
    class: "CodeModeError",
    meaning: "the code overflowed its stack (`stackBytes`): recursion too deep",
    remedy: "recurse less deeply, or loop instead",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_OUTPUT_LIMIT: {
    area: "code-mode",
    class: "CodeModeError",
    meaning:
      "the code printed more than `outputChars` characters (it was stopped), or its result is more than `resultChars` characters of JSON",
    remedy: "print or return less: a summary, a count, one page",
    surfaces: "`search`, `execute` and the tools built on them: the tool's error result, with the message",
  },
  CODE_MODE_SPEC_UNREADABLE: {
    area: "code-mode",
    class: "CodeModeError",
    meaning:
      "the API description (a file or an http(s) URL, JSON or YAML) could not be loaded: missing, too large, too slow, or not JSON or YAML; `data.source` names it",
    remedy: "check the path or URL, and that it names an API description in JSON or YAML",
    surfaces: "`loadSpec`, and a code-mode server given the description at start",
  },
} as const satisfies Readonly<Record<string, ErrorRow>>;
