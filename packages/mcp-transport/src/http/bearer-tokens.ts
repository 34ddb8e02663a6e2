// `--tokens <file>`: one `<token> <user id>` per line (blank lines and `#` comments skipped). A
// request's bearer token is compared with each configured one in constant time (over SHA-256
// digests, so the length of a token leaks nothing either).
import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";

export interface TokenEntry {
  readonly digest: Buffer;
  readonly user: string;
}

/** The configured tokens: who each one is. */
export class BearerTokens {
  private constructor(private readonly entries: readonly TokenEntry[]) {}

  /** Parses the file's text; throws an Error naming the line that is not `<token> <user id>`. */
  static parse(text: string, source = "the tokens file"): BearerTokens {
    const entries: TokenEntry[] = [];
    const seen = new Set<string>();
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      if (line === "" || line.startsWith("#")) return;
      const parts = line.split(/\s+/);
      const [token, user] = parts;
      if (parts.length !== 2 || token === undefined || user === undefined)
        throw new Error(
          `${source}, line ${String(index + 1)}: expected "<token> <user id>", found ${String(parts.length)} word(s)`,
        );
      if (token.length < 16) throw new Error(`${source}, line ${String(index + 1)}: a token must be at least 16 characters`);
      if (seen.has(token)) throw new Error(`${source}, line ${String(index + 1)}: this token is already listed`);
      seen.add(token);
      entries.push({ digest: digest(token), user });
    });
    if (entries.length === 0) throw new Error(`${source} lists no tokens`);
    return new BearerTokens(entries);
  }

  static read(file: string): BearerTokens {
    return BearerTokens.parse(readFileSync(file, "utf8"), file);
  }

  /** The user id of `token`, or undefined. Every entry is compared, match or not. */
  userOf(token: string): string | undefined {
    const given = digest(token);
    let user: string | undefined;
    for (const entry of this.entries) if (timingSafeEqual(given, entry.digest) && user === undefined) user = entry.user;
    return user;
  }
}

const digest = (token: string): Buffer => createHash("sha256").update(token, "utf8").digest();

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1];
}
