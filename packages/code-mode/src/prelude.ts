// The script each sandboxed call runs before the model's code: it takes the host's bridge functions off
// the global object into a closure, and defines `console`, `spec` and `clients` over them. Everything
// the host hands over is a string of JSON; everything the code hands back is turned into one here.

/** The global names the host sets before the prelude runs (and the prelude deletes). */
export const bridge = { print: "__skillKitPrint", call: "__skillKitCall", spec: "__skillKitSpec", run: "__skillKitRun" } as const;

/** The prelude for a call with these client names (none: no `clients` global) and maybe a spec. */
export function preludeSource(clientNames: readonly string[] | undefined): string {
  const names = clientNames === undefined ? "undefined" : JSON.stringify(clientNames);
  return `(() => {
  const g = globalThis;
  const print = g.${bridge.print}, call = g.${bridge.call}, specText = g.${bridge.spec};
  delete g.${bridge.print}; delete g.${bridge.call}; delete g.${bridge.spec};
  const stringify = JSON.stringify, parse = JSON.parse, names = ${names};
  const show = (value) => {
    if (typeof value === "string") return value;
    try { const text = stringify(value); return text === undefined ? String(value) : text; } catch { return String(value); }
  };
  const line = (...values) => { print(values.map(show).join(" ")); };
  g.console = Object.freeze({ log: line, info: line, warn: line, error: line, debug: line });
  if (specText !== undefined) g.spec = parse(specText);
  if (names !== undefined) {
    const clients = Object.create(null);
    for (const name of names)
      clients[name] = async (...args) => {
        const answer = await call(name, stringify(args));
        return answer === undefined ? undefined : parse(answer);
      };
    g.clients = Object.freeze(clients);
  }
  g.${bridge.run} = (body) => {
    delete g.${bridge.run};
    return body().then((value) => stringify(value));
  };
})();`;
}

/** The model's code as the body of an async function; its value is what it returns, else `result`. */
export function wrappedCode(code: string): string {
  // On the wrapper's first line, so an error's line number is the line of the model's code.
  return `${bridge.run}(async () => {${code}\n;return typeof result === "undefined" ? undefined : result;\n})`;
}
