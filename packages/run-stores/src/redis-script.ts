// A Lua script run by its SHA-1 (EVALSHA), so a call sends its arguments only; where the server does
// not have it yet (first use, a restart, SCRIPT FLUSH) it answers NOSCRIPT and the script is sent once
// with EVAL, which also caches it for the calls after.
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

export class RedisScript {
  private readonly sha: string;

  constructor(private readonly source: string) {
    this.sha = createHash("sha1").update(source).digest("hex");
  }

  async run(client: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await client.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith("NOSCRIPT"))) throw error;
      return client.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}
