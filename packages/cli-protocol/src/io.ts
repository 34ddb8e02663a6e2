// What a protocol call can touch besides the file system, so tests and `skill-kit run` can pass their own.
import { maxStdinBytes } from "./json-input.js";
import { print } from "./stdio.js";

export interface ProtocolIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Standard input (for `-` values), up to one byte past the largest value any flag accepts; read at most once. */
  readonly readStdin: () => Promise<string>;
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * For a caller in the same process (the MCP server): when set, a result that would be printed
   * as one JSON line comes here instead, as the value that line parses to, so it is neither
   * serialized nor parsed again. Treat it as read-only: it may share objects with the session cache.
   */
  readonly printJson?: (value: unknown) => void;
}

export function processIo(): ProtocolIo {
  return {
    stdout: (text) => {
      print(1, text);
    },
    stderr: (text) => {
      print(2, text);
    },
    readStdin: async () => {
      const chunks: Buffer[] = [];
      let length = 0;
      // Stops one byte past the largest limit (stdin may be /dev/zero); breaking out destroys the stream.
      for await (const chunk of process.stdin) {
        chunks.push(chunk as Buffer);
        length += (chunk as Buffer).length;
        if (length > maxStdinBytes) break;
      }
      return Buffer.concat(chunks)
        .subarray(0, maxStdinBytes + 1)
        .toString("utf8");
    },
    env: process.env,
  };
}
