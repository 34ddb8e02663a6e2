// The token rule, pure: SKILL_KIT_TOKEN to the command line's origin only, the credentials file's
// token to the origin it names, nothing to any other server; origins compared exactly.
import { describe, expect, it } from "vitest";
import { credentialsFor, originOf } from "./credentials.js";

const config = (servers: unknown): { text: string; path: string } => ({
  text: JSON.stringify({ servers }),
  path: "credentials.json",
});

describe("credentialsFor", () => {
  it("gives SKILL_KIT_TOKEN to the command line's origin and to no other", () => {
    const tokenFor = credentialsFor({ env: { SKILL_KIT_TOKEN: "t" }, commandLineOrigin: "https://skills.acme.dev/mcp" });
    expect(tokenFor("https://skills.acme.dev/mcp")).toBe("t");
    expect(tokenFor("https://skills.acme.dev:443/other/mcp")).toBe("t");
    expect(tokenFor("http://skills.acme.dev/mcp")).toBeUndefined();
    expect(tokenFor("https://skills.acme.dev:8443/mcp")).toBeUndefined();
    expect(tokenFor("https://evil.acme.dev/mcp")).toBeUndefined();
    expect(tokenFor("https://skills.acme.dev.evil.example/mcp")).toBeUndefined();
    expect(credentialsFor({ env: { SKILL_KIT_TOKEN: "t" } })("https://skills.acme.dev/mcp")).toBeUndefined();
  });

  it("gives a server the token its credentials entry names (tokenEnv or token), SKILL_KIT_TOKEN never", () => {
    const tokenFor = credentialsFor({
      env: { SKILL_KIT_TOKEN: "t", ACME: "acme-token" },
      config: config({ "https://skills.acme.dev": { tokenEnv: "ACME" }, "http://127.0.0.1:8080/": { token: "literal" } }),
    });
    expect(tokenFor("https://skills.acme.dev/mcp")).toBe("acme-token");
    expect(tokenFor("http://127.0.0.1:8080/mcp")).toBe("literal");
    expect(tokenFor("http://127.0.0.1:8081/mcp")).toBeUndefined();
    expect(
      credentialsFor({ env: {}, config: config({ "https://skills.acme.dev": { tokenEnv: "ACME" } }) })(
        "https://skills.acme.dev/mcp",
      ),
    ).toBeUndefined();
  });

  it("refuses a malformed credentials file, naming the entry", () => {
    expect(() => credentialsFor({ env: {}, config: config({ "https://skills.acme.dev/mcp": { token: "x" } }) })).toThrow(
      /servers\["https:\/\/skills\.acme\.dev\/mcp"\]: a key is a server's origin/,
    );
    expect(() => credentialsFor({ env: {}, config: config({ "https://a.dev": { token: "x", tokenEnv: "Y" } }) })).toThrow(
      /either "tokenEnv"/,
    );
    expect(() => credentialsFor({ env: {}, config: { text: "{", path: "c.json" } })).toThrow(/c\.json: not JSON/);
  });

  it("takes only http(s) URLs as origins", () => {
    expect(originOf("https://Skills.ACME.dev:443/x")).toBe("https://skills.acme.dev");
    expect(originOf("file:///etc/passwd")).toBeUndefined();
    expect(originOf("skills.acme.dev")).toBeUndefined();
  });
});
