// `render.checklist`: a plain-text checklist with ✅ and ☐.

/** One line of {@link renderChecklist}. */
export interface ChecklistEntry {
  readonly text: string;
  readonly done: boolean;
}

/** One line per item: `✅ text` when done, `☐ text` otherwise. No items give `""`. */
export function renderChecklist(items: readonly ChecklistEntry[]): string {
  return items.map((item) => `${item.done ? "✅" : "☐"} ${item.text}`).join("\n");
}
