// `render.table`: a markdown table of records.
import { displayText } from "./display-text.js";

/** Options of {@link table}. */
export interface TableOptions {
  /** The columns, in order; defaults to the first row's keys. */
  readonly columns?: readonly string[];
  /** Icons that replace values of the column named `status`, keyed by value. */
  readonly statusIcons?: Readonly<Record<string, string>>;
}

function cell(options: {
  row: Readonly<Record<string, unknown>>;
  column: string;
  statusIcons: Readonly<Record<string, string>>;
}): string {
  const text = displayText(options.row[options.column]);
  if (options.column !== "status" || !Object.hasOwn(options.statusIcons, text)) return text;
  return options.statusIcons[text] ?? text;
}

function line(cells: readonly string[]): string {
  return `| ${cells.join(" | ")} |`;
}

/**
 * A markdown table: header row, `| --- |` separator, one line per row. Values print as
 * `String(value ?? "")`. No rows (or no columns) give `""`.
 */
export function table(rows: readonly Readonly<Record<string, unknown>>[], options: TableOptions = {}): string {
  const first = rows[0];
  if (first === undefined) return "";
  const columns = options.columns ?? Object.keys(first);
  if (columns.length === 0) return "";
  const statusIcons = options.statusIcons ?? {};
  const body = rows.map((row) => line(columns.map((column) => cell({ row, column, statusIcons }))));
  return [line(columns), line(columns.map(() => "---")), ...body].join("\n");
}
