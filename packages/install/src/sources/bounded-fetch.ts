// The fetch a skills server is reached through: every response body counted as it arrives and cut off
// past a byte limit (so an endless or huge answer cannot fill memory), and a redirect to another origin
// refused before it is followed (so the Authorization header never leaves the server it was meant for).
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { InstallError } from "../install-error.js";

export interface BoundedFetchOptions {
  /** The server's URL: only its origin may be redirected to. */
  readonly server: URL;
  /** Bytes one response body may have. */
  readonly maxResponseBytes: number;
  /** Told of a refusal as it happens (a cut-off stream may not reach the caller as an error). */
  readonly refused: (error: InstallError) => void;
  /** Told of every chunk's size as it arrives. */
  readonly received: (bytes: number) => void;
}

function refusal(options: BoundedFetchOptions, message: string): InstallError {
  const error = new InstallError({
    code: "TOO_LARGE",
    message: `${options.server.href}: ${message}`,
    data: { url: options.server.href },
  });
  options.refused(error);
  return error;
}

function checkRedirect(options: BoundedFetchOptions, url: string | URL, response: Response): void {
  if (response.status < 300 || response.status > 399) return;
  const location = response.headers.get("location");
  const target = location !== null && URL.canParse(location, String(url)) ? new URL(location, String(url)) : undefined;
  if (target?.origin === options.server.origin) return;
  const error = new InstallError({
    code: "SOURCE_UNREACHABLE",
    message: `${options.server.href}: refusing a redirect to another origin (${target?.origin ?? "no location"})`,
    data: { url: options.server.href },
  });
  options.refused(error);
  throw error;
}

export function boundedFetch(options: BoundedFetchOptions): FetchLike {
  const limit = options.maxResponseBytes;
  return async (url, init) => {
    const response = await fetch(url, { ...init, redirect: "manual" });
    checkRedirect(options, url, response);
    if (response.body === null) return response;
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > limit) {
      await response.body.cancel();
      throw refusal(options, `a response of ${String(declared)} bytes, over the limit of ${String(limit)}: refusing to read it`);
    }
    let seen = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          options.received(chunk.byteLength);
          if (seen > limit) controller.error(refusal(options, `a response over the limit of ${String(limit)} bytes: cut off`));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
