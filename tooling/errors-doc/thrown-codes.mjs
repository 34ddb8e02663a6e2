// The error codes the source of every package and app gives a caller, read with the TypeScript
// parser, each with where it is first written: the test holds them to the error table.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** What an error code looks like: SCREAMING_SNAKE. */
export const codeShape = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** Non-test `.ts` files under `packages/*\/src` and `apps/*\/src`, relative to `root`, sorted. */
export function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts") && !/\.test(-d)?\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
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
 * Every code the source gives a caller → where it is first written (`file:line`). A code is a
 * SCREAMING_SNAKE string literal that is
 * - the `code` of an object literal (`new InstallError({ code: "X", … })`, `super({ code: "X" })`,
 *   `failedResult({ …, code: "USAGE" })`) or the initializer of a class member named `code`,
 * - the first argument of `new <Name>Error(…)` (`new SessionError("SESSION_BUSY", …)`) or of a call
 *   to `codedError`/`codedFailure` (`class ParamsError extends codedError("INVALID_PARAMS")`),
 * - an element of an array, or a member of a type, whose name ends in `Codes`/`Code`
 *   (`const installCodes = [ … ]`, `type InstallErrorCode = "X" | …`),
 * - compared with a `.code` (`value.code === "ENTRY_INVALID"` in an `isInstance`).
 * Node's own error codes (`ENOENT`, `ERR_…`) are left out where they are compared or matched: they
 * are what the system gives skill-kit, not what skill-kit gives a caller.
 */
export function thrownCodes(root, files = sourceFiles(root)) {
  const found = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const add = (node) => {
      const literal = unwrap(node);
      if (literal === undefined || !ts.isStringLiteralLike(literal) || !codeShape.test(literal.text) || found.has(literal.text))
        return;
      found.set(literal.text, `${file}:${source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1}`);
    };
    const visit = (node) => {
      if (
        (ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) &&
        nameOf(node) === "code" &&
        node.initializer !== undefined
      )
        add(node.initializer);
      if (ts.isNewExpression(node) && /Error$/.test(calleeName(node.expression))) add(node.arguments?.[0]);
      if (ts.isCallExpression(node) && /^coded(Error|Failure)$/.test(calleeName(node.expression))) add(node.arguments[0]);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /Codes?$/.test(node.name.text))
        elements(node.initializer, add);
      if (ts.isTypeAliasDeclaration(node) && /Codes?$/.test(node.name.text)) members(node.type, add);
      if (ts.isBinaryExpression(node) && isEquality(node.operatorToken.kind)) {
        const [code, other] = isCodeAccess(node.left) ? [node.right, node.left] : [node.left, node.right];
        if (isCodeAccess(other) && !isSystemCode(code)) add(code);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}

/** The codes `thrownCodes` finds that `table` (the error table) does not list, each with where. */
export function codesMissingFrom(table, codes) {
  return [...codes].filter(([code]) => !Object.hasOwn(table, code)).map(([code, where]) => ({ code, where }));
}

function unwrap(node) {
  let current = node;
  while (
    current !== undefined &&
    (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))
  )
    current = current.expression;
  return current;
}

function nameOf(node) {
  return ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : undefined;
}

function calleeName(expression) {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return "";
}

/** String literals of an array literal, through `as const` and `satisfies`. */
function elements(initializer, add) {
  const node = unwrap(initializer);
  if (node !== undefined && ts.isArrayLiteralExpression(node)) for (const element of node.elements) add(element);
}

/** String literal members of a type (a literal or a union of them). */
function members(type, add) {
  if (ts.isUnionTypeNode(type)) for (const member of type.types) members(member, add);
  else if (ts.isLiteralTypeNode(type)) add(type.literal);
  else if (ts.isParenthesizedTypeNode(type)) members(type.type, add);
}

function isEquality(kind) {
  return kind === ts.SyntaxKind.EqualsEqualsEqualsToken || kind === ts.SyntaxKind.ExclamationEqualsEqualsToken;
}

function isCodeAccess(node) {
  return ts.isPropertyAccessExpression(node) && node.name.text === "code";
}

/** Node's error codes: `ENOENT`, `EACCES`, `ERR_INVALID_ARG_TYPE`. */
function isSystemCode(node) {
  return ts.isStringLiteralLike(node) && /^(E[A-Z]+|ERR_[A-Z0-9_]+)$/.test(node.text);
}
