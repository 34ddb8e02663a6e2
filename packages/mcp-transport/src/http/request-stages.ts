// What passes between the stages of one HTTP request (handle-request.ts): the exchange every stage
// is given, what `serveOverHttp` made once for all requests, the request `admitBody` lets through
// and the path `classifyEra` sends it on.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { McpHttpHandler } from "@modelcontextprotocol/server";
import type { Admission } from "./admission.js";
import type { AnswerBounds } from "./answer-writer.js";
import type { ClientDeclaration } from "./client-declaration.js";
import type { Mailbox } from "./mailbox.js";
import type { HttpServeOptions } from "./serve-over-http.js";
import type { ServingLimits } from "./serving-limits.js";

/** One HTTP request and its response. A stage that refuses the request answers it here itself. */
export interface Exchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
}

/** What `serveOverHttp` makes once and every request is served with. */
export interface Serving {
  readonly options: HttpServeOptions;
  /** The SDK's stateless handler, which answers 2026-07-28 requests (modern-through-sdk.ts). */
  readonly modern: McpHttpHandler;
  /** Where answers to the server's own requests wait. */
  readonly mailbox: Mailbox;
  /** This instance's name in the ids of its requests to clients. */
  readonly instanceId: string;
  readonly admission: Admission;
  readonly limits: ServingLimits;
}

/** A request past `admitBody`: whose it is, and its body, read within the bounds and of a sound shape. */
export interface AdmittedRequest {
  /** The user id of its bearer token (`local` without `--tokens`). */
  readonly user: string;
  /** The body, decoded. */
  readonly body: string;
  /** The body parsed: one JSON-RPC message whose envelope is sound (stdio/envelope-error.ts). */
  readonly message: Readonly<Record<string, unknown>>;
  /** What its answer is written within: the ticket it was admitted on, the stall bound and its id. */
  readonly bounds: AnswerBounds;
}

/** A 2025-era request that expects an answer, with what its client declared in `initialize`. */
export interface LegacyRequest extends AdmittedRequest {
  readonly kind: "legacy-request";
  /** True for `initialize` itself, whose answer carries the declaration in `mcp-session-id`. */
  readonly initializing: boolean;
  /** From `initialize`'s params, or from the `mcp-session-id` of a later request (undefined if none of ours). */
  readonly client: ClientDeclaration | undefined;
}

/**
 * The path `classifyEra` found: `modern` (2026-07-28), or, in the 2025 era, an answer to one of the
 * server's own requests, a notification, or a request.
 */
export type ClassifiedRequest =
  | (AdmittedRequest & { readonly kind: "modern" | "legacy-answer" | "legacy-notification" })
  | LegacyRequest;
