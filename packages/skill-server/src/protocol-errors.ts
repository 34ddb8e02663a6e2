// JSON-RPC errors the server sends with their message as written (the SDK adds no prefix).
import { ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";

/** `-32602`: the request named something that is not served, or a cursor the server never gave. */
export function invalidParams(message: string): ProtocolError {
  return new ProtocolError(ProtocolErrorCode.InvalidParams, message);
}

/** `-32603`: the server failed; the message names no server path (the log has the details). */
export function internalError(message: string): ProtocolError {
  return new ProtocolError(ProtocolErrorCode.InternalError, message);
}
