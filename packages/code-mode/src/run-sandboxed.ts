// One sandboxed call: a fresh QuickJS runtime and context with the call's limits, the bridge and the
// prelude, the model's code as an async function, and a loop that runs the engine's jobs one at a time
// and waits for host calls, until the code's promise settles, a limit is hit, or nothing can settle it.
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from "quickjs-emscripten-core";
import { CallState } from "./call-state.js";
import { CodeModeError } from "./code-mode-error.js";
import { installBridge } from "./host-bridge.js";
import { parseJson, type HostFunction, type JsonValue } from "./json-value.js";
import type { CodeModeLimits } from "./limits.js";
import { preludeSource, wrappedCode } from "./prelude.js";
import { newEngine } from "./quickjs-engine.js";
import { sandboxFailure, SandboxThrow } from "./sandbox-failure.js";

/** What a call runs: the code, and what its sandbox holds besides `console`. */
export interface SandboxedCall {
  readonly code: string;
  readonly limits: Required<CodeModeLimits>;
  /** The spec as JSON text, parsed into the global `spec` inside the sandbox. */
  readonly specText?: string;
  /** The host functions, as the global `clients`. */
  readonly clients?: ReadonlyMap<string, HostFunction>;
}

/** What the code returned (undefined when nothing) and what it printed. */
export interface SandboxedResult {
  readonly result: JsonValue | undefined;
  readonly output: string;
}

export async function runSandboxed(call: SandboxedCall): Promise<SandboxedResult> {
  const { limits } = call;
  if (call.code.length > limits.codeChars)
    throw new CodeModeError({
      code: "CODE_MODE_CODE_ERROR",
      message: `the code is ${call.code.length} characters long; at most ${limits.codeChars} are taken`,
    });
  const engine = await newEngine(limits.memoryBytes);
  const state = new CallState(limits);
  const runtime = engine.newRuntime();
  let context: QuickJSContext | undefined;
  try {
    runtime.setMaxStackSize(limits.stackBytes);
    runtime.setInterruptHandler(state.interrupt);
    context = runtime.newContext();
    installBridge(context, state, {
      ...(call.specText === undefined ? {} : { specText: call.specText }),
      ...(call.clients === undefined ? {} : { clients: call.clients }),
    });
    const names = call.clients === undefined ? undefined : [...call.clients.keys()];
    context.unwrapResult(context.evalCode(preludeSource(names), "prelude.js")).dispose();
    const text = await settle(context, runtime, { code: call.code, state });
    if (text !== undefined && text.length > limits.resultChars)
      throw new CodeModeError({
        code: "CODE_MODE_OUTPUT_LIMIT",
        message: `the result is ${text.length} characters of JSON; at most ${limits.resultChars} are returned`,
        data: { output: state.output },
      });
    return { result: text === undefined ? undefined : parseJson(text), output: state.output };
  } catch (error) {
    throw sandboxFailure(error, state);
  } finally {
    state.end();
    release(context, runtime);
  }
}

/** Runs the code to its end: the JSON text of its value, or undefined. */
async function settle(
  context: QuickJSContext,
  runtime: QuickJSRuntime,
  run: { readonly code: string; readonly state: CallState },
): Promise<string | undefined> {
  const { state } = run;
  const main = context.unwrapResult(context.evalCode(wrappedCode(run.code), "code.js"));
  try {
    for (;;) {
      const promise = context.getPromiseState(main);
      if (promise.type === "fulfilled") return promise.value.consume((value) => stringOf(context, value));
      if (promise.type === "rejected") throw promise.error.consume((error) => thrown(context, error));
      if (state.interrupt()) throw new Error("interrupted");
      const ran = runtime.executePendingJobs(1);
      if (ran.error !== undefined) throw ran.error.consume((error) => thrown(context, error));
      if (ran.value > 0) continue;
      if (state.waiting === 0)
        throw new CodeModeError({
          code: "CODE_MODE_CODE_ERROR",
          message: "the code awaits a promise that nothing can settle (the sandbox has no timers or events)",
        });
      if (!(await state.nextSettled())) state.stopped = "time";
    }
  } finally {
    main.dispose();
  }
}

function stringOf(context: QuickJSContext, value: QuickJSHandle): string | undefined {
  return context.typeof(value) === "string" ? context.getString(value) : undefined;
}

function thrown(context: QuickJSContext, error: QuickJSHandle): SandboxThrow {
  return new SandboxThrow(context.dump(error));
}

function release(context: QuickJSContext | undefined, runtime: QuickJSRuntime): void {
  try {
    context?.dispose();
    runtime.dispose();
  } catch {
    // An engine stopped mid-allocation may not free cleanly; it is this call's alone and is dropped whole.
  }
}
