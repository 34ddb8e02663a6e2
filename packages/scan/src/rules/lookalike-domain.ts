// A URL whose host imitates a well-known one (`g1thub.com`, `githubusercontent.com.evil`, punycode), or
// a Markdown link whose text shows a well-known host and whose target is elsewhere: a reader sees the
// trusted name, the agent fetches from someone else.
import type { FileFinding } from "../finding.js";
import { positionCursor } from "../text-of.js";
import { known, lookalikeOf } from "./domain-likeness.js";
import type { RuleCheck } from "./rule.js";

/** A URL's scheme just before its `://`, at a word's start. */
const scheme = /(?:^|[^a-z0-9+.-])(?:https?|ftp|wss?|git|ssh)$/i;
/** After `://`: optional user info, then the host. */
const hostAfter = /(?:[^\s/@]*@)?([^\s/?#:"'`<>()[\]{}\\|^*,;]+)/y;
/** A git address's host: `git@host:`. */
const gitHost = /git@([\w.-]+):/y;

/** Each host named in a URL (`scheme://[user@]host`) or a git address, with where it is; found from `://` and `git@` (fast to look for). */
function hostsIn(text: string): { readonly host: string; readonly index: number }[] {
  const hosts: { host: string; index: number }[] = [];
  for (let at = text.indexOf("://"); at !== -1; at = text.indexOf("://", at + 3)) {
    if (!scheme.test(text.slice(Math.max(0, at - 6), at))) continue;
    hostAfter.lastIndex = at + 3;
    const host = hostAfter.exec(text)?.[1];
    if (host !== undefined) hosts.push({ host, index: at });
  }
  for (let at = text.indexOf("git@"); at !== -1; at = text.indexOf("git@", at + 4)) {
    gitHost.lastIndex = at;
    const host = gitHost.exec(text)?.[1];
    if (host !== undefined) hosts.push({ host, index: at });
  }
  return hosts.sort((a, b) => a.index - b.index);
}

/** `[text](https://target…)`: the text and the target's host, read from each `](http`. */
const linkText = /\[([^\]\n]{1,200})$/;
const linkTarget = /\]\(https?:\/\/(?:[^\s/@)]*@)?([^\s/?#:)]+)/y;
const shownHost = /^`?(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?:[/:`]|$)/i;

/** Links whose text shows a well-known host and whose target is another, not well-known, host. */
function misleadingLinks(text: string): { readonly message: string; readonly index: number }[] {
  const found: { message: string; index: number }[] = [];
  for (let at = text.indexOf("](http"); at !== -1; at = text.indexOf("](http", at + 6)) {
    const label = linkText.exec(text.slice(Math.max(0, at - 200), at))?.[1];
    const shown = label === undefined ? undefined : shownHost.exec(label.trim())?.[1]?.toLowerCase();
    linkTarget.lastIndex = at;
    const target = linkTarget.exec(text)?.[1]?.toLowerCase();
    if (shown === undefined || target === undefined || known(shown) === undefined || known(target) !== undefined) continue;
    if (target === shown || target.endsWith(`.${shown}`)) continue;
    found.push({ message: `link text shows ${JSON.stringify(shown)} but the link goes to ${JSON.stringify(target)}`, index: at });
  }
  return found;
}

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
      const position = positionCursor(text);
      const seen = new Set<string>();
      for (const found of hostsIn(text)) {
        const host = found.host.toLowerCase().replace(/\.+$/, "");
        if (seen.has(host)) continue;
        seen.add(host);
        const imitated = lookalikeOf(host);
        if (imitated !== undefined)
          findings.push({
            rule: "lookalike-domain",
            message: `${JSON.stringify(host)} looks like ${imitated}`,
            path,
            ...position(found.index),
          });
      }
    }
    for (const [path, text] of input.texts) {
      const position = positionCursor(text);
      for (const link of misleadingLinks(text))
        findings.push({ rule: "lookalike-domain", message: link.message, path, ...position(link.index) });
    }
    return findings;
  },
};
