// The public API of @skill-kit/builder. `build()` arrives with issue 4; loading an entry is here now.
export { EntryError, loadEntry } from "./load-entry.js";
