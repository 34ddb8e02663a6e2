// The `render` namespace: helpers that turn data into plain prompt text.
import { code } from "./code.js";
import { diff } from "./diff.js";
import { kv } from "./kv.js";
import { renderChecklist } from "./render-checklist.js";
import { section } from "./section.js";
import { table } from "./table.js";

/** The render helpers; each returns a plain string, typically shown through `view`. */
export const render = Object.freeze({ table, checklist: renderChecklist, diff, code, kv, section });
