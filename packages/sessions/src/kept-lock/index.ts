// The `./kept-lock` entry of @skill-kit/sessions: the session files for a process that owns its
// runs (a stdio MCP server), each run's lock kept between its calls.
export { fileRunStoreKeepingLocks } from "./kept-lock-store.js";
