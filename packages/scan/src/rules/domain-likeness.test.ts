// Hosts that imitate well-known ones, and real hosts left alone.
import { describe, expect, it } from "vitest";
import { lookalikeOf } from "./domain-likeness.js";

describe("lookalikeOf", () => {
  it("flags lookalike letters, digits for letters, the real name in front, and near typos", () => {
    const fakes = {
      "xn--gthub-n2e.com": "github.com written with lookalike letters (gіthub.com)",
      "gіthub.com": "github.com written with lookalike letters",
      "g1thub.com": "github.com with a digit for a letter",
      "raw.githubuserc0ntent.com": "githubusercontent.com with a digit for a letter",
      "githubusercontent.com.evil.invalid": "githubusercontent.com put in front of another domain",
      "github-com.io": "github.com put in front of another domain",
      "githbu.com": "github misspelt",
      "anthrop1c.com": "anthropic.com with a digit for a letter",
      "anthropik.ai": "anthropic misspelt",
      "npmjss.com": "npmjs misspelt",
      "microsfot.com": "microsoft misspelt",
      "amazonavvs.com": "amazonaws misspelt",
    };
    for (const [host, said] of Object.entries(fakes)) expect(lookalikeOf(host), host).toBe(said);
  });

  it("leaves the real domains, their subdomains and unrelated hosts alone", () => {
    const real = ["github.com", "api.github.com", "raw.githubusercontent.com", "user.github.io", "gitlab.com", "pypi.org"];
    const others = [
      "pypa.io",
      "example.invalid",
      "openapi.tools",
      "bücher.de",
      "xn--bcher-kva.de",
      "google.de",
      "localhost",
      "127.0.0.1",
    ];
    for (const host of [...real, ...others]) expect(lookalikeOf(host), host).toBeUndefined();
  });
});
