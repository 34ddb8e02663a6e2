// The error table's rows for one part of skill-kit (index.ts joins them). `skill-kit add`, `install`, `update` and `remove`.
import type { ErrorRow } from "./error-row.js";

export const installRows = {
  BAD_SOURCE: {
    area: "install",
    class: "InstallError",
    meaning:
      "the source is not a folder, a git URL, `owner/repo` or a skills server URL; a ref with a folder; a malformed credentials file",
    remedy: "give a source of one of those forms; fix the field the message names",
    surfaces: "`skill-kit add`, `install`, `update`, `remove`",
    exit: 1,
  },
  SOURCE_UNREACHABLE: {
    area: "install",
    class: "InstallError",
    meaning: "the clone or the server connection failed (the message has git's or the server's words)",
    remedy: "check the URL, the network and the token",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
  SKILL_NOT_FOUND: {
    area: "install",
    class: "InstallError",
    meaning: "the source offers no skill, or none of the names asked for (the message lists what it offers)",
    remedy: "pick from the list",
    surfaces: "`skill-kit add`, `install`, `update`, `remove`",
    exit: 1,
  },
  DIGEST_MISMATCH: {
    area: "install",
    class: "InstallError",
    meaning: "a server's file differs from its own manifest (size or sha256), or it gives no digests",
    remedy: "do not trust that server's answer; tell its operator",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
  LOCK_INVALID: {
    area: "install",
    class: "InstallError",
    meaning: "`skills-lock.json` is not a lock, or is over 10 MiB (a bad entry alone is refused by itself)",
    remedy: "restore the lock from version control",
    surfaces: "`skill-kit add`, `install`, `update`, `remove`",
    exit: 1,
  },
  UNSAFE_PATH: {
    area: "install",
    class: "InstallError",
    meaning:
      "a skill name that is not an agentskills.io name, a file path that leaves the skill, a symbolic link on the way to a target",
    remedy: "none for a hostile source; for a link in your project, replace it with a folder",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
  TARGET_EXISTS: {
    area: "install",
    class: "InstallError",
    meaning: "the skill's folder exists and the lock does not list it for that host",
    remedy: "move your folder, or `--force` to replace it",
    surfaces: "`skill-kit add`, `install`",
    exit: 1,
  },
  NAME_TAKEN: {
    area: "install",
    class: "InstallError",
    meaning: "a skill of that name came from another source (or the source offers the name twice)",
    remedy: "`--replace` to take the other source's skill over",
    surfaces: "`skill-kit add`",
    exit: 1,
  },
  TOO_LARGE: {
    area: "install",
    class: "InstallError",
    meaning: "a file, a skill, a server response or listing over a limit (the message names it, its size and the limit)",
    remedy: "none for a hostile source; split a large skill",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
  UNSUPPORTED_FILE: {
    area: "install",
    class: "InstallError",
    meaning: "a hard link, FIFO, socket or device in the source, or a file that changed while it was read",
    remedy: "remove it from the source (a skill holds regular files and links)",
    surfaces: "`skill-kit add`, `install`, `update`",
    exit: 1,
  },
} as const satisfies Readonly<Record<string, ErrorRow>>;
