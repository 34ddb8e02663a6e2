// The public API of @skill-kit/code-mode: two tools, `search` and `execute`, over an API of any size,
// running the model's JavaScript in QuickJS (WebAssembly), one fresh engine per call.
export { createCodeMode } from "./create-code-mode.js";
export type { CodeMode, CodeModeOptions, CodeModeResult, CodeModeTool } from "./create-code-mode.js";
export { CodeModeError } from "./code-mode-error.js";
export type { CodeModeErrorCode, CodeModeErrorOptions } from "./code-mode-error.js";
export { defaultLimits, minMemoryBytes } from "./limits.js";
export type { CodeModeLimits } from "./limits.js";
export type { CodeModeClient, HostFunction, JsonValue } from "./json-value.js";
export { codeModeInputSchema, codeModeOutputSchema } from "./tool-definitions.js";
export type { CodeModeInput, JsonSchemaObject } from "./tool-definitions.js";
export { loadSpec } from "./load-spec.js";
export type { LoadSpecOptions } from "./load-spec.js";
export { httpClient } from "./http-client.js";
export type { HttpAnswer, HttpClientOptions, HttpRequest } from "./http-client.js";
