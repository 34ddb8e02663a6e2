// Why a sandboxed call failed, as a coded error: a limit the host or the engine enforced, or what the
// code itself threw (its name, message and the lines of the stack that point into the code).
import type { CallState } from "./call-state.js";
import { CodeModeError } from "./code-mode-error.js";

/** What the sandbox threw, dumped to a plain host value (an Error as `{ name, message, stack }`). */
export class SandboxThrow extends Error {
  constructor(readonly value: unknown) {
    super("the code threw");
  }
}

const maxMessageChars = 2000;

export function sandboxFailure(error: unknown, state: CallState): CodeModeError {
  const { limits, output } = state;
  if (CodeModeError.isInstance(error))
    return new CodeModeError({ code: error.code, message: error.message, data: { ...error.data, output } });
  if (state.stopped === "time")
    return new CodeModeError({
      code: "CODE_MODE_TIMEOUT",
      message: `the code ran past the time limit of ${limits.timeMs} ms and was stopped`,
      data: { output },
    });
  if (state.stopped === "output")
    return new CodeModeError({
      code: "CODE_MODE_OUTPUT_LIMIT",
      message: `the code printed more than ${limits.outputChars} characters and was stopped`,
      data: { output },
    });
  const { name, message, stack } = described(error);
  if (/out of memory/i.test(message))
    return new CodeModeError({
      code: "CODE_MODE_MEMORY_LIMIT",
      message: `the code ran out of memory (the limit is ${limits.memoryBytes} bytes) and was stopped`,
      data: { output },
    });
  if (/stack overflow|call stack size/i.test(message))
    return new CodeModeError({
      code: "CODE_MODE_STACK_LIMIT",
      message: `the code overflowed its stack (the limit is ${limits.stackBytes} bytes): ${name}: ${message}`,
      data: { output },
    });
  const text = `${name}: ${message}${stack}`;
  return new CodeModeError({
    code: "CODE_MODE_CODE_ERROR",
    message: text.length > maxMessageChars ? `${text.slice(0, maxMessageChars)}…` : text,
    data: { output },
  });
}

function described(error: unknown): { readonly name: string; readonly message: string; readonly stack: string } {
  const value = error instanceof SandboxThrow ? error.value : error;
  if (typeof value !== "object" || value === null) return { name: "Error", message: String(value), stack: "" };
  const name = "name" in value && typeof value.name === "string" ? value.name : "Error";
  const message = "message" in value && typeof value.message === "string" ? value.message : JSON.stringify(value);
  const stack =
    "stack" in value && typeof value.stack === "string" && error instanceof SandboxThrow ? codeLines(value.stack) : "";
  return { name, message, stack };
}

/** The stack's lines in the model's code (`code.js`), which is all the model can act on. */
function codeLines(stack: string): string {
  const lines = stack.split("\n").filter((line) => line.includes("code.js"));
  return lines.length === 0 ? "" : `\n${lines.join("\n")}`;
}
