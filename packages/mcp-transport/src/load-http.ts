// `mcp --http` loads the HTTP server only when asked for. A built skill's bin/mcp.cjs replaces this
// module with one that requires bin/mcp-http.cjs (the builder's mcp-http-chunk.ts), so the stdio
// server never loads the HTTP code.
export const loadHttp = (): Promise<typeof import("./http/index.js")> => import("./http/index.js");
