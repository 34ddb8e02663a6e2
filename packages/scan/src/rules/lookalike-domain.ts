// A URL whose host imitates a well-known one (`g1thub.com`, `githubusercontent.com.evil`, punycode):
// a reader sees the trusted name, the agent fetches from someone else.
import type { FileFinding } from "../finding.js";
import { positionCursor } from "../text-of.js";
import { lookalikeOf } from "./domain-likeness.js";
import type { RuleCheck } from "./rule.js";

/** The host of a URL (`scheme://[user@]host`) or of a git address (`git@host:`). */
const hosts = /\b(?:https?|ftp|wss?|git|ssh):\/\/(?:[^\s/@]*@)?([^\s/?#:"'`<>()[\]{}\\|^*,;]+)|\bgit@([\w.-]+):/giu;

export const lookalikeDomain: RuleCheck = {
  rule: {
    id: "lookalike-domain",
    level: "warning",
    reason:
      "a host that imitates a well-known one (lookalike letters, digits for letters, a typo, the real name in front of another domain) sends the agent elsewhere",
  },
  check: (input) => {
    const findings: FileFinding[] = [];
    for (const [path, text] of input.texts) {
      if (!text.includes("://") && !text.includes("git@")) continue;
      const position = positionCursor(text);
      const seen = new Set<string>();
      for (const match of text.matchAll(hosts)) {
        const host = (match[1] ?? match[2] ?? "").toLowerCase().replace(/\.+$/, "");
        if (seen.has(host)) continue;
        seen.add(host);
        const imitated = lookalikeOf(host);
        if (imitated !== undefined)
          findings.push({
            rule: "lookalike-domain",
            message: `${JSON.stringify(host)} looks like ${imitated}`,
            path,
            ...position(match.index),
          });
      }
    }
    return findings;
  },
};
