// `act.checklist`: items to track while working (tag `checklist`).
import type { ActSegmentOf, ChecklistConfig } from "./act-segment.js";
import { expectArray, expectObject, expectString } from "./config-checks.js";
import { escapeAttribute, escapeText } from "./escape-xml.js";

const where = "act.checklist";

/** Creates a checklist of `create` items, each a `title` and a free-text `status`. */
export function checklist(config: ChecklistConfig): ActSegmentOf<"checklist"> {
  expectObject({ where, field: "config" }, config);
  expectArray({ where, field: "create" }, config.create);
  const items = config.create.map((item, index) => {
    expectObject({ where, field: `create[${index}]` }, item);
    expectString({ where, field: `create[${index}].title` }, item.title);
    expectString({ where, field: `create[${index}].status` }, item.status);
    return Object.freeze({ ...item });
  });
  const frozen: ChecklistConfig = { ...config, create: Object.freeze(items) };
  const segment: ActSegmentOf<"checklist"> = { kind: "act", primitive: "checklist", config: Object.freeze(frozen) };
  return Object.freeze(segment);
}

/** The `<checklist>` XML of `config`; no items leave an empty line between the tags (§4.4). */
export function renderChecklistTag(config: ChecklistConfig): string {
  const items = config.create.map((item) => `  <item status="${escapeAttribute(item.status)}">${escapeText(item.title)}</item>`);
  return `<checklist>\n${items.join("\n")}\n</checklist>`;
}
