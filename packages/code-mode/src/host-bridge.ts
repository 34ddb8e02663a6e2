// The host functions a call's context gets: console output, and (for `execute`) one function that calls
// a client by name. Arguments and answers cross as JSON text only; a host call is a promise in the
// sandbox, settled when the host's own promise settles, unless the call has ended by then.
import type { QuickJSContext, QuickJSDeferredPromise } from "quickjs-emscripten-core";
import type { CallState } from "./call-state.js";
import { isJsonObject, parseJson, type HostFunction, type JsonValue } from "./json-value.js";
import { bridge } from "./prelude.js";

/** Sets the bridge globals the prelude takes: print, and the call function and the spec when given. */
export function installBridge(
  context: QuickJSContext,
  state: CallState,
  globals: { readonly specText?: string; readonly clients?: ReadonlyMap<string, HostFunction> },
): void {
  context
    .newFunction("print", (text) => {
      state.print(context.getString(text));
    })
    .consume((print) => {
      context.setProp(context.global, bridge.print, print);
    });
  if (globals.specText !== undefined)
    context.newString(globals.specText).consume((spec) => {
      context.setProp(context.global, bridge.spec, spec);
    });
  const clients = globals.clients;
  if (clients === undefined) return;
  context
    .newFunction("call", (nameHandle, argsHandle) => {
      const name = context.getString(nameHandle);
      if (state.ended) throw new Error(`clients.${name} was called after the call ended`);
      const client = clients.get(name);
      if (client === undefined) throw new Error(`there is no client "${name}"`);
      state.hostCalls += 1;
      if (state.hostCalls > state.limits.hostCalls)
        throw new Error(`more than ${state.limits.hostCalls} client calls in one execute`);
      const args = argumentsOf(context.getString(argsHandle));
      const deferred = context.newPromise();
      state.track(deferred);
      Promise.resolve()
        .then(() => client(...args))
        .then(
          (value) => {
            answer(context, { state, deferred, value });
          },
          (error: unknown) => {
            refuse(context, { state, deferred, message: `clients.${name} failed: ${messageOf(error)}` });
          },
        );
      return deferred.handle;
    })
    .consume((call) => {
      context.setProp(context.global, bridge.call, call);
    });
}

function argumentsOf(text: string): JsonValue[] {
  const parsed = parseJson(text);
  const args: JsonValue[] = [];
  if (typeof parsed === "object" && parsed !== null && !isJsonObject(parsed)) args.push(...parsed);
  return args;
}

interface Settling {
  readonly state: CallState;
  readonly deferred: QuickJSDeferredPromise;
}

function answer(context: QuickJSContext, settling: Settling & { readonly value: unknown }): void {
  const { state, deferred, value } = settling;
  if (state.ended || !deferred.alive) return;
  let text: string | undefined;
  try {
    text = value === undefined ? undefined : JSON.stringify(value);
  } catch (error) {
    refuse(context, { state, deferred, message: `a client returned a value that is not JSON: ${messageOf(error)}` });
    return;
  }
  if (text === undefined) deferred.resolve();
  else context.newString(text).consume(deferred.resolve);
  state.settled(deferred);
}

function refuse(context: QuickJSContext, settling: Settling & { readonly message: string }): void {
  const { state, deferred, message } = settling;
  if (state.ended || !deferred.alive) return;
  context.newError({ name: "ClientError", message }).consume(deferred.reject);
  state.settled(deferred);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
