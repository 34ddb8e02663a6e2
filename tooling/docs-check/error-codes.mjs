// The error codes the source defines, and docs/errors.md's list of them: the list must name exactly
// those codes, each once. The source is the one place codes are defined; this reads it with the
// TypeScript parser instead of keeping a second table.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { tables } from "./markdown-tables.mjs";

const codeShape = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const brand = 'Symbol.for("skill-kit.error")';

/** Non-test `.ts` files under `packages/*\/src` and `apps/*\/src`, relative to the root. */
export function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
        files.push(path);
    }
  };
  for (const zone of ["packages", "apps"]) {
    if (!existsSync(join(root, zone))) continue;
    for (const name of readdirSync(join(root, zone)).sort())
      if (existsSync(join(root, zone, name, "src"))) walk(`${zone}/${name}/src`);
  }
  return files;
}

/**
 * Every error code the source defines → where it is first defined (`file:line`). An error class is
 * one that extends `Error` in a file carrying the skill-kit brand (`SkillKitError`, `LoaderError`),
 * or extends an error class. A code is a SCREAMING_SNAKE string literal that is
 * - the `code` of an object or class member inside an error class (`super({ code: "X" })`,
 *   `static readonly code = "X"`),
 * - the first argument, or the `code` of an object argument, of `new <ErrorClass>(…)` anywhere,
 * - an element of a `…Codes` array or a member of a `…Code` type in a file that declares an error class,
 * - an argument of the call a class extends (`class ParamsError extends codedError("INVALID_PARAMS")`).
 */
export function sourceErrorCodes(root, files = sourceFiles(root)) {
  const parsed = files.map((file) => {
    const text = readFileSync(join(root, file), "utf8");
    return { file, text, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS) };
  });
  const errorClasses = errorClassNames(parsed);
  // code → where: a definition (an error class, a list of codes) wins over a `new` that uses it.
  const defined = new Map();
  const used = new Map();
  const record = (into) => (node, file, source) => {
    if (!ts.isStringLiteralLike(node) || !codeShape.test(node.text) || into.has(node.text)) return;
    into.set(node.text, `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
  };
  const add = record(defined);
  const use = record(used);
  for (const { file, source } of parsed) {
    const declaresErrors = classesOf(source).some((declaration) => errorClasses.has(declaration.name?.text ?? ""));
    const visit = (node, inErrorClass) => {
      if (inErrorClass && (ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) && nameOf(node) === "code")
        if (node.initializer !== undefined) add(node.initializer, file, source);
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && errorClasses.has(node.expression.text)) {
        for (const argument of node.arguments ?? []) {
          if (ts.isObjectLiteralExpression(argument))
            for (const property of argument.properties)
              if (ts.isPropertyAssignment(property) && nameOf(property) === "code") use(property.initializer, file, source);
        }
        const first = node.arguments?.[0];
        if (first !== undefined) use(first, file, source);
      }
      // `class X extends codedError("CODE") {}`: a class whose base is made from its code.
      if (ts.isExpressionWithTypeArguments(node) && ts.isCallExpression(node.expression))
        for (const argument of node.expression.arguments) add(argument, file, source);
      if (declaresErrors && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /Codes$/.test(node.name.text))
        listedCodes(node.initializer, (literal) => add(literal, file, source));
      if (declaresErrors && ts.isTypeAliasDeclaration(node) && /Code$/.test(node.name.text))
        typeCodes(node.type, (literal) => add(literal, file, source));
      const entering =
        ts.isClassDeclaration(node) || ts.isClassExpression(node) ? errorClasses.has(node.name?.text ?? "") : inErrorClass;
      ts.forEachChild(node, (child) => visit(child, entering));
    };
    visit(source, false);
  }
  return new Map([...used, ...defined].sort(([a], [b]) => a.localeCompare(b)));
}

/** Names of the error classes: `extends Error` in a branded file, then anything extending one of those. */
function errorClassNames(parsed) {
  const declared = parsed.flatMap(({ text, source }) =>
    classesOf(source).map((declaration) => ({
      name: declaration.name?.text ?? "",
      base: baseOf(declaration),
      branded: text.includes(brand),
    })),
  );
  const names = new Set(declared.filter((item) => item.branded && item.base === "Error").map((item) => item.name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const item of declared) {
      if (item.base !== undefined && names.has(item.base) && !names.has(item.name)) {
        names.add(item.name);
        grew = true;
      }
    }
  }
  return names;
}

function classesOf(source) {
  const found = [];
  const visit = (node) => {
    if (ts.isClassDeclaration(node) && node.name !== undefined) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function baseOf(declaration) {
  const clause = declaration.heritageClauses?.find((heritage) => heritage.token === ts.SyntaxKind.ExtendsKeyword);
  const expression = clause?.types[0]?.expression;
  return expression !== undefined && ts.isIdentifier(expression) ? expression.text : undefined;
}

function nameOf(node) {
  return ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : undefined;
}

/** String literals of an array literal, through `as const` and `satisfies`. */
function listedCodes(initializer, add) {
  let node = initializer;
  while (node !== undefined && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)))
    node = node.expression;
  if (node !== undefined && ts.isArrayLiteralExpression(node)) for (const element of node.elements) add(element);
}

/** String literal members of a type (a literal or a union of them). */
function typeCodes(type, add) {
  if (ts.isUnionTypeNode(type)) for (const member of type.types) typeCodes(member, add);
  else if (ts.isLiteralTypeNode(type)) add(type.literal);
  else if (ts.isParenthesizedTypeNode(type)) typeCodes(type.type, add);
}

/**
 * The codes a doc lists: the code spans of the first column of every table whose header's first
 * cell is `code`, each with its line.
 */
export function documentedErrorCodes(markdown) {
  const listed = [];
  for (const table of tables(markdown)) {
    if (table.header[0]?.trim().toLowerCase() !== "code") continue;
    for (const row of table.rows) {
      for (const match of (row.cells[0] ?? "").matchAll(/`([^`]+)`/g))
        if (codeShape.test(match[1] ?? "")) listed.push({ code: match[1] ?? "", line: row.line });
    }
  }
  return listed;
}

/** What is wrong with `doc`'s list of codes against the source's, both ways. */
export function errorCodeProblems(root, doc = "docs/errors.md", codes = sourceErrorCodes(root)) {
  if (!existsSync(join(root, doc))) return [`${doc} does not exist; it must list every error code`];
  const listed = documentedErrorCodes(readFileSync(join(root, doc), "utf8"));
  if (listed.length === 0) return [`${doc} has no table headed \`code\` listing the error codes`];
  const problems = [];
  const seen = new Map();
  for (const { code, line } of listed) {
    if (seen.has(code)) problems.push(`${doc}:${line}: \`${code}\` is listed twice (first on line ${seen.get(code)})`);
    else seen.set(code, line);
    if (!codes.has(code)) problems.push(`${doc}:${line}: lists \`${code}\`, which no source defines (an error class's code)`);
  }
  for (const [code, where] of codes)
    if (!seen.has(code)) problems.push(`${doc} does not list the error code \`${code}\` (defined at ${where})`);
  return problems;
}
