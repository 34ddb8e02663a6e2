import { describe, expect, it } from "vitest";
import { substituteArguments } from "./substitute-arguments.js";

const run = (text: string, args: string, names: readonly string[] = []): string =>
  substituteArguments(text, { arguments: args, names }).text;

describe("substituteArguments", () => {
  it("replaces $ARGUMENTS with the string as typed", () => {
    expect(run("Do: $ARGUMENTS.", `fix "issue 12"`)).toBe(`Do: fix "issue 12".`);
  });

  it("uses 0-based $ARGUMENTS[N] and $N, leaving missing ones as written", () => {
    expect(run("$ARGUMENTS[0]/$1/$2/$ARGUMENTS[5]", `a "b c"`)).toBe("a/b c/$2/$ARGUMENTS[5]");
  });

  it("replaces declared names, empty when missing; undeclared names stay", () => {
    expect(run("$issue by $owner ($other)", "42", ["issue", "owner"])).toBe("42 by  ($other)");
    expect(run("$issue_id", "42", ["issue"])).toBe("$issue_id");
  });

  it("keeps \\$ escapes literal and drops the backslash", () => {
    expect(run("\\$ARGUMENTS \\$0 \\$name \\$HOME", "x", ["name"])).toBe("$ARGUMENTS $0 $name \\$HOME");
  });

  it("treats prices as indexed placeholders, as Claude Code does", () => {
    expect(run("costs $1,456.90", "")).toBe("costs $1,456.90");
    expect(run("costs $1,456.90", "a b")).toBe("costs b,456.90");
  });

  it("never substitutes inside substituted values", () => {
    expect(run("$0 $1", "$1 done")).toBe("$1 done");
  });

  it("expands only the given ${NAME} variables and reports argument use", () => {
    const result = substituteArguments("${CLAUDE_SKILL_DIR}/x ${UNKNOWN}", { variables: { CLAUDE_SKILL_DIR: "/s" } });
    expect(result).toEqual({ text: "/s/x ${UNKNOWN}", usedArguments: false });
    expect(substituteArguments("$0", { arguments: "a" }).usedArguments).toBe(true);
  });

  it("stops with CONTENT_TOO_LARGE once the result grows past maxLength, naming the limit", () => {
    const body = "$ARGUMENTS ".repeat(64);
    const error: unknown = (() => {
      try {
        substituteArguments(body, { arguments: "x".repeat(1024), maxLength: 10_000 });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toMatchObject({ code: "CONTENT_TOO_LARGE", data: { limit: 10_000 } });
    expect(String(error)).toContain("more than 10000 characters");
    expect(substituteArguments(body, { arguments: "x".repeat(100), maxLength: 10_000 }).text).toHaveLength(64 * 101);
  });
});
