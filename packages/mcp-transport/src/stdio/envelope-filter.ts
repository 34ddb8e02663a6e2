// Stands between stdin and the SDK's stdio transport: passes each line whose envelope is sound on
// unchanged, and answers every other line itself with a JSON-RPC error (envelope-error.ts).
import { PassThrough, type Readable } from "node:stream";
import { envelopeError } from "./envelope-error.js";

/** The lines of `input` that the SDK may have; `reply` gets the error line for each other one. */
export function filterEnvelopes(input: Readable, reply: (line: string) => void): PassThrough {
  const output = new PassThrough();
  let pending: Buffer[] = [];
  const take = (line: Buffer): void => {
    const text = line.toString("utf8").replace(/\r$/, "");
    if (text.trim() === "") return;
    const error = envelopeError(text);
    if (error === undefined) output.write(Buffer.concat([line, Buffer.from("\n")]));
    else reply(`${JSON.stringify({ jsonrpc: "2.0", id: error.id, error: { code: error.code, message: error.message } })}\n`);
  };
  input.on("data", (chunk: Buffer) => {
    let start = 0;
    // Newlines are looked for in the new chunk only: a long line may come in many chunks.
    for (let end = chunk.indexOf(0x0a); end >= 0; end = chunk.indexOf(0x0a, start)) {
      pending.push(chunk.subarray(start, end));
      take(pending.length === 1 ? (pending[0] ?? Buffer.alloc(0)) : Buffer.concat(pending));
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  });
  input.once("end", () => output.end());
  return output;
}
