// A plain HTTP client for the studio's tests: node:http, so Host, Origin and Cookie are sent as
// written (fetch would set some of them itself).
import { request } from "node:http";

export interface Reply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
}

export interface Call {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
}

export function call(base: { readonly port: number; readonly host?: string }, what: Call): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: base.host ?? "127.0.0.1", port: base.port, method: what.method ?? "GET", path: what.path, headers: what.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    sent.on("error", reject);
    sent.end(what.body);
  });
}

/** The token of a studio URL. */
export function tokenOf(url: string): string {
  return new URL(url).searchParams.get("token") ?? "";
}
