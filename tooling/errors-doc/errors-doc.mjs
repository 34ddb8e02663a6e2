// docs/errors.md's tables, made from the error table (@skill-kit/primitives/error-table). The page's
// prose is written by hand; each table sits between two markers that name what it shows:
//   <!-- error-table:run --> … <!-- /error-table -->      the codes of one area (`ErrorRow.area`)
//   <!-- error-table:retry-json-rpc --> … <!-- /error-table -->, <!-- error-table:retry-http -->
// and is replaced, markers kept, by the text made here. Every area must have its place on the page.

const block = /<!-- error-table:([\w-]+) -->\n[\s\S]*?<!-- \/error-table -->/g;

/** A table cell: `|` escaped, no line breaks. */
const cell = (text) => String(text).replaceAll("|", "\\|").replaceAll("\n", " ");

const row = (cells) => `| ${cells.map(cell).join(" | ")} |`;

function table(header, rows) {
  return [row(header), `|${header.map(() => "---").join("|")}|`, ...rows.map(row)].join("\n");
}

function retryCell(entry) {
  return entry.retry === undefined ? "no" : `yes: JSON-RPC \`${entry.retry.jsonRpcCode}\`, HTTP ${entry.retry.httpStatus}`;
}

/** The table of one area's codes. The request-state codes are MCP refusals, not error classes: no class column. */
function areaTable(errorTable, area) {
  const codes = Object.entries(errorTable).filter(([, entry]) => entry.area === area);
  if (area === "request-state")
    return table(
      ["request-state code", "meaning", "what to do", "where it surfaces", "retryable"],
      codes.map(([code, entry]) => [`\`${code}\``, entry.meaning, entry.remedy, entry.surfaces, retryCell(entry)]),
    );
  return table(
    ["code", "class", "meaning", "what to do", "where it surfaces", "exit", "retryable"],
    codes.map(([code, entry]) => [
      `\`${code}\``,
      entry.class === undefined ? "" : `\`${entry.class}\``,
      entry.meaning,
      entry.remedy,
      entry.surfaces,
      entry.exit === undefined ? "—" : String(entry.exit),
      retryCell(entry),
    ]),
  );
}

function retryTables(errorTable) {
  const retryable = Object.entries(errorTable).filter(([, entry]) => entry.retry !== undefined);
  return {
    "retry-json-rpc": table(
      ["JSON-RPC code", "skill-kit code", "what to do"],
      retryable.map(([code, entry]) => [`\`${entry.retry.jsonRpcCode}\``, `\`${code}\``, entry.remedy]),
    ),
    "retry-http": table(
      ["skill-kit code", "HTTP status", "`Retry-After`"],
      [
        ...retryable.map(([code, entry]) => [
          `\`${code}\``,
          entry.retry.httpStatus === 200
            ? `200 (the JSON-RPC error \`${entry.retry.jsonRpcCode}\`, as over stdio)`
            : String(entry.retry.httpStatus),
          entry.retry.httpStatus === 200 ? "none" : "`data.retryAfterMs` in whole seconds, at least 1; 1 when not given",
        ]),
        ["any other code (`SESSION_CORRUPT`, …)", '200, the `isError` result with `_meta["skill-kit/error"]`', "none"],
      ],
    ),
  };
}

/**
 * `markdown` with every marked table made again from `errorTable`; throws when a marker names what
 * the table does not have, or an area of the table has no marker on the page.
 */
export function withGeneratedTables(markdown, errorTable) {
  const areas = [...new Set(Object.values(errorTable).map((entry) => entry.area))];
  const made = { ...Object.fromEntries(areas.map((area) => [area, areaTable(errorTable, area)])), ...retryTables(errorTable) };
  const placed = new Set();
  const text = markdown.replace(block, (_whole, name) => {
    if (!Object.hasOwn(made, name))
      throw new Error(`docs/errors.md marks a table "${name}", which the error table does not make`);
    if (placed.has(name)) throw new Error(`docs/errors.md marks the table "${name}" twice`);
    placed.add(name);
    return `<!-- error-table:${name} -->\n${made[name]}\n<!-- /error-table -->`;
  });
  const unplaced = Object.keys(made).filter((name) => !placed.has(name));
  if (unplaced.length > 0)
    throw new Error(
      `docs/errors.md has no place for the table(s) ${unplaced.join(", ")}: add <!-- error-table:NAME --> … <!-- /error-table -->`,
    );
  return text;
}
