// Every error code skill-kit gives a caller, once: what it means, what to do, whether the same call
// may succeed if sent again, the exit code of the command that reports it, and, for a retryable one,
// the JSON-RPC code and HTTP status it is answered with. docs/errors.md is generated from it
// (`node tooling/errors-doc/generate.mjs`), each package's error codes are typed against it, and a
// test fails when the source throws a code it does not list (docs/decisions/2026-11-29-error-table.md).
//
// The wire facts of the retryable codes are constants of their own, named by `retryableErrors` and
// by the rows alike: a bundle that needs only them (a built skill's bin/mcp.cjs and mcp-http.cjs)
// keeps them and drops the words of the table. The words are plain string literals, none built with
// `${…}`: esbuild keeps an unused object whose strings interpolate (about 14 KB here).
import { agentRows } from "./agent-rows.js";
import type { ErrorRow } from "./error-row.js";
import { installRows } from "./install-rows.js";
import { runRows } from "./run-rows.js";
import { skillRows } from "./skill-rows.js";
import { studioRows } from "./studio-rows.js";

export type { ErrorArea, ErrorRow } from "./error-row.js";
export { isRetryableCode, retryableErrors } from "./retry-wire.js";
export type { RetryableCode, RetryWire } from "./retry-wire.js";

// Every part's rows as one object, made by calls marked pure and without spreads, so a bundle that
// takes only the retry wire drops them all (esbuild keeps a spread: it may run a getter). Two calls:
// `Object.assign` keeps its sources' types for three of them at most.
const firstParts = /* @__PURE__ */ Object.assign({}, runRows, skillRows, agentRows);
const rows = /* @__PURE__ */ Object.assign(firstParts, installRows, studioRows);

/** Every code skill-kit gives a caller. */
export type ErrorCode = keyof typeof rows;

/** Every code, by area, in the order docs/errors.md lists them. */
export const errorTable: Readonly<Record<ErrorCode, ErrorRow>> = rows;
