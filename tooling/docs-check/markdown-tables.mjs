// Markdown tables (GitHub's pipe tables) outside code blocks: their cells, lines, and rows whose
// cell count differs from the header's (a row that renders wrong: a cell split by a stray `|`, or
// two rows run together).

/** Splits a table line into cells on unescaped `|` (as GitHub does, inside code spans too). */
export function cells(line) {
  const trimmed = line
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "");
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

const delimiter = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** Every table: its header cells and line, and each row's cells and 1-based line. */
export function tables(markdown) {
  const found = [];
  const lines = markdown.split("\n");
  let inFence = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (inFence || !line.includes("|") || !delimiter.test(lines[index + 1] ?? "")) continue;
    const table = { header: cells(line), line: index + 1, rows: [] };
    index += 2;
    for (; index < lines.length && (lines[index] ?? "").includes("|") && (lines[index] ?? "").trim() !== ""; index += 1)
      table.rows.push({ cells: cells(lines[index] ?? ""), line: index + 1 });
    index -= 1;
    found.push(table);
  }
  return found;
}

/** Rows with more or fewer cells than their header, or with an empty first cell. */
export function tableShapeProblems(doc, markdown) {
  const problems = [];
  for (const table of tables(markdown)) {
    for (const row of table.rows) {
      if (row.cells.length !== table.header.length)
        problems.push(
          `${doc}:${row.line}: this table row has ${row.cells.length} cells, its header (line ${table.line}) ${table.header.length}: a stray or unescaped \`|\` (write \`\\|\`), or rows run together`,
        );
      else if (row.cells[0] === "") problems.push(`${doc}:${row.line}: this table row's first cell is empty`);
    }
  }
  return problems;
}
