// Hosts that imitate well-known ones, and real hosts left alone; links whose text shows one host and go to another.
import { describe, expect, it } from "vitest";
import { lookalikeOf } from "./domain-likeness.js";
import { lookalikeDomain } from "./lookalike-domain.js";

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

describe("lookalike-domain on links", () => {
  const found = (text: string): string[] =>
    lookalikeDomain
      .check({ contents: { skill: "x", files: [], links: [] }, texts: new Map([["a.md", text]]) })
      .map((finding) => finding.message);

  it("reports a Markdown link whose text shows a well-known host and whose target is elsewhere", () => {
    expect(found("Get it from [github.com/acme/tool](https://acme-tools.invalid/tool.sh).\n")).toEqual([
      'link text shows "github.com" but the link goes to "acme-tools.invalid"',
    ]);
    expect(found("[https://pypi.org/project/x](http://files.invalid/x.whl)\n")).toHaveLength(1);
  });

  it("leaves links to the shown host, its subdomains, another well-known host or plain text alone", () => {
    const honest = [
      "[github.com/acme/tool](https://github.com/acme/tool)",
      "[github.com](https://docs.github.com/en)",
      "[github.com/acme](https://raw.githubusercontent.com/acme/x)",
      "[the tool](https://acme-tools.invalid/tool.sh)",
      "[tool.sh](https://acme-tools.invalid/tool.sh)",
    ];
    for (const link of honest) expect(found(`${link}\n`), link).toEqual([]);
  });
});
