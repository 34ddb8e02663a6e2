// Claude Code's argument placeholders: $ARGUMENTS, $ARGUMENTS[N], $N (0-based), declared $name, \$ escapes.
import { LoaderError } from "../loader-error.js";
import { splitArguments } from "./split-arguments.js";

/** The argument string as typed, the declared argument names, and `${NAME}` values. */
export interface SubstitutionOptions {
  readonly arguments?: string;
  /** Names from the `arguments` field: `$name` is the argument at the same position. */
  readonly names?: readonly string[];
  /** Values for `${NAME}` placeholders (e.g. `CLAUDE_SKILL_DIR`); other `${…}` stay as written. */
  readonly variables?: Readonly<Record<string, string>>;
  /**
   * Characters the result may have. Past it a `LoaderError` `CONTENT_TOO_LARGE` is thrown as soon
   * as the result grows over it, so a body with many placeholders cannot multiply a long argument.
   */
  readonly maxLength?: number;
}

/** The text after substitution, and whether it held any argument placeholder. */
export interface Substitution {
  readonly text: string;
  readonly usedArguments: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Builds one pattern so the text is scanned once and substituted values are never scanned again. */
function placeholderPattern(names: readonly string[]): RegExp {
  const declared = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const named = declared.length === 0 ? "(?!)" : declared.join("|");
  const target = `ARGUMENTS\\[\\d+\\]|ARGUMENTS(?![A-Za-z0-9_])|\\d+|(?:${named})(?![A-Za-z0-9_])`;
  return new RegExp(`\\\\\\$(${target})|\\$(${target})|\\$\\{([A-Za-z_][A-Za-z0-9_]*)\\}`, "g");
}

/**
 * Replaces placeholders by the current Claude Code rules: `$ARGUMENTS` is the whole string as typed;
 * `$ARGUMENTS[N]` and `$N` are 0-based words (split shell-style) and stay as written when there is
 * no such argument; a declared `$name` with no value becomes empty; `\$` before any of these keeps
 * it literal (the backslash is dropped). The text is scanned once, so argument values are never
 * themselves substituted.
 */
export function substituteArguments(text: string, options: SubstitutionOptions = {}): Substitution {
  const raw = options.arguments ?? "";
  const words = splitArguments(raw);
  const names = options.names ?? [];
  const variables = options.variables ?? {};
  let usedArguments = false;
  const replace = (match: RegExpExecArray): string => {
    const [whole, escaped, placeholder, variable] = match;
    if (escaped !== undefined) return `$${escaped}`;
    if (variable !== undefined) return Object.hasOwn(variables, variable) ? (variables[variable] ?? "") : whole;
    const name = placeholder ?? "";
    usedArguments = true;
    if (name === "ARGUMENTS") return raw;
    const index = /^(?:ARGUMENTS\[)?(\d+)\]?$/.exec(name)?.[1];
    if (index !== undefined) return words[Number(index)] ?? whole;
    return words[names.indexOf(name)] ?? "";
  };
  const maxLength = options.maxLength ?? Number.POSITIVE_INFINITY;
  let result = "";
  let last = 0;
  for (const match of text.matchAll(placeholderPattern(names))) {
    result += text.slice(last, match.index) + replace(match);
    last = match.index + match[0].length;
    if (result.length > maxLength) throw contentTooLarge(maxLength);
  }
  result += text.slice(last);
  if (result.length > maxLength) throw contentTooLarge(maxLength);
  return { text: result, usedArguments };
}

/** The error for activation text over `maxLength` characters (`data.limit`). */
export function contentTooLarge(maxLength: number): LoaderError {
  return new LoaderError({
    code: "CONTENT_TOO_LARGE",
    message: `the skill's text with its arguments substituted is more than ${String(maxLength)} characters; pass shorter arguments`,
    data: { limit: maxLength },
  });
}
