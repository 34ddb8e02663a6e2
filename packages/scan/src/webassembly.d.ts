// The part of the WebAssembly JavaScript API that byte-search.ts uses. Node has it as a global, but
// neither the ES library nor @types/node declares it (only the DOM library does, which this package
// does not load).
declare namespace WebAssembly {
  interface Module {
    readonly [Symbol.toStringTag]: string;
  }
  const Module: new (bytes: Uint8Array) => Module;
  interface Instance {
    readonly exports: Readonly<Record<string, unknown>>;
  }
  const Instance: new (module: Module) => Instance;
  interface Memory {
    readonly buffer: ArrayBuffer;
    grow(pages: number): number;
  }
  const Memory: {
    new (descriptor: { readonly initial: number }): Memory;
    readonly prototype: Memory;
  };
}
