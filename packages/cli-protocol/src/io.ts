// What a protocol call can touch besides the file system, so tests and `skill-kit run` can pass their own.

export interface ProtocolIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Everything on standard input (for `-` values); read at most once. */
  readonly readStdin: () => Promise<string>;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export function processIo(): ProtocolIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
    env: process.env,
  };
}
