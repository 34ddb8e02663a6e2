// The error table's rows for one part of skill-kit (index.ts joins them). Building a skill, and reading skills and their files (the loader).
import type { ErrorRow } from "./error-row.js";

export const skillRows = {
  SKILL_DEFINITION: {
    area: "build",
    class: "SkillDefinitionError",
    meaning:
      "`.build()` or a builder refuses a definition (a step without `next`, an entry step that is not defined, an action missing a field, …)",
    remedy: "fix the definition as the message says; `skill-kit check` lists the lint findings too",
    surfaces: "`skill-kit build`/`run`/`check`; never at run time (a built skill's definition was accepted)",
    exit: 1,
  },
  PRIMITIVE_CONFIG: {
    area: "build",
    class: "PrimitiveConfigError",
    meaning:
      "a primitive (`askUser`, `confirm`, `view`, `prompt`, …) was given a config it cannot render; `data.where` and `data.field` say which",
    remedy: "fix that field of the config",
    surfaces:
      "where the primitive is called: at definition time, `skill-kit build`/`run`/`check`; inside a prompt function, as the `cause` of a `CALLBACK_FAILED`",
    exit: 1,
  },
  ENTRY_INVALID: {
    area: "build",
    class: "EntryError",
    meaning: "the entry file is missing, does not compile or exports no skill or reference",
    remedy: "give the path of a `.ts` file whose default export is a `skill(…)` or `reference(…)`",
    surfaces: "`skill-kit build`/`run`/`check`",
    exit: 1,
  },
  BUILD_FAILED: {
    area: "build",
    class: "BuildError",
    meaning: "the build stopped: lint errors (`diagnostics`), or no binary could be made",
    remedy: "fix the printed diagnostics; in bun mode, check the Bun install and `--targets`",
    surfaces: "`skill-kit build`",
    exit: 1,
  },
  RESOURCE_PATH_INVALID: {
    area: "read",
    class: "ResourceError",
    meaning: "an empty or absolute path, a NUL byte, a `..` segment, or a symbolic link loop",
    remedy: "ask for a path relative to the skill folder, without `..`",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  RESOURCE_OUTSIDE_SKILL: {
    area: "read",
    class: "ResourceError",
    meaning: "a symbolic link whose real path leads out of the skill folder (`data.resolved`)",
    remedy: "none from the client: the skill's author must not link out of the folder",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  RESOURCE_NOT_FOUND: {
    area: "read",
    class: "ResourceError",
    meaning: "no such file in the skill folder",
    remedy: "list the skill's files (`<skill_resources>`, `resources/list`) and ask for one of them",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  RESOURCE_NOT_A_FILE: {
    area: "read",
    class: "ResourceError",
    meaning: "a directory, FIFO, socket or device",
    remedy: "ask for a regular file; a folder's children come from `resources/directory/read`",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  RESOURCE_TOO_LARGE: {
    area: "read",
    class: "ResourceError",
    meaning: "a file over the limit (`data.size`, `data.limit`): 1 MiB for `read_skill_resource`, 16 MiB for `resources/read`",
    remedy: "read it with `resources/read`, or outside MCP",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  IO_ERROR: {
    area: "read",
    class: "LoaderError",
    meaning:
      "the skill folder or the file could not be resolved for another reason (permissions, I/O); `cause` has the system error; `ResourceError.isInstance` accepts it",
    remedy: "check the folder's permissions and the disk; the `cause` says what failed",
    surfaces:
      "`readSkillResource`; `skill-kit-mcp` answers `read_skill_resource` with an `isError` result, `resources/read` with JSON-RPC `-32602`",
  },
  SKILL_TOO_LARGE: {
    area: "read",
    class: "SnapshotError",
    meaning: "a skill over the Skills Extension's limits: more than 512 files or 16 MiB",
    remedy: "make the skill smaller; its files can still be read one by one",
    surfaces:
      "`snapshotSkill`; `skills/list` leaves the skill out (said on stderr), `skills/get` answers `-32602` naming the limit",
  },
  SKILL_CHANGING: {
    area: "read",
    class: "SnapshotError",
    meaning: "the skill's files changed on each of 5 tries to snapshot them",
    remedy: "call again once the files stop changing (a build or a sync was running)",
    surfaces:
      "`snapshotSkill`; `skills/list` leaves the skill out (said on stderr), `skills/get` answers an internal error (`-32603`) with the message",
  },
  CONTENT_TOO_LARGE: {
    area: "read",
    class: "LoaderError",
    meaning:
      "activation text would grow past `maxLength` once arguments are substituted (`data.limit`); `skill-kit-mcp` sets the body plus 1 MiB",
    remedy: "pass shorter arguments",
    surfaces: "`substituteArguments`, `renderSkillContent`; `activate_skill` answers an `isError` result naming the limit",
  },
  INVALID_OPTION: {
    area: "read",
    class: "InvalidOptionError",
    meaning:
      "a loader option that cannot work (a programmer error): a limit that is not a number of at least its minimum, a host profile in strict mode",
    remedy: "fix the call; the binaries check their flags first (`USAGE`), so a user should not see it",
    surfaces: "the loader's functions (`buildCatalog`, `discoverSkills`, `validateSkills`, …)",
  },
} as const satisfies Readonly<Record<string, ErrorRow>>;
