// Reading a secret and sending it out: the shape of a skill that steals credentials. Code is followed
// (src/shell/: a key read into a variable or a file and sent later, `env | curl --data-binary @-`);
// prose is held to a secret named within a few lines of a send. Either alone is common in honest
// skills (a `.env` to fill in, an API to post to).
import type { FileFinding } from "../finding.js";
import { normalize } from "../normalize.js";
import { findingsOf } from "../shell/code-findings.js";
import { positionCursor } from "../text-of.js";
import type { RuleCheck } from "./rule.js";

/** Secret locations that start with a dot. */
const dotted = String.raw`\.(?:ssh/(?:id_[a-z0-9_]+|authorized_keys|config|known_hosts)?|aws/(?:credentials|config)\b|config/gcloud\b|azure/|kube/config\b|docker/config\.json|(?:netrc|npmrc|pypirc|git-credentials)\b|env(?:\.[a-z]+)?\b(?![-.\w]*\.(?:example|sample|template)))`;
/** Every secret location; most start with a dot, so the expression starts there and runs fast. */
const secrets = new RegExp(
  [
    dotted,
    String.raw`\bid_(?:rsa|dsa|ecdsa|ed25519)\b`,
    String.raw`\bAWS_SECRET_ACCESS_KEY\b`,
    String.raw`application_default_credentials\.json`,
  ].join("|"),
  "gi",
);

/** `.env` names the file only at a word's start (`./.env`, `"$HOME/.env"`), not in `process.env`. */
function isSecretMatch(text: string, index: number, match: string): boolean {
  if (!match.toLowerCase().startsWith(".env")) return true;
  const before = index === 0 ? "\n" : (text[index - 1] ?? "\n");
  return /[\s"'`(/=]/.test(before);
}

const sends = new RegExp(
  [
    String.raw`\bcurl\b[^\n]*?(?:\s-d\b|--data|\s-F\b|--form|\s-T\b|--upload-file|-X\s*(?:POST|PUT))`,
    String.raw`\bwget\b[^\n]*--post-(?:data|file)`,
    String.raw`\b(?:nc|ncat|netcat)\s+-?\S+\s+\d{2,5}\b`,
    String.raw`\brequests\.(?:post|put)\(`,
    String.raw`\bfetch\([^)]*method:\s*["'](?:POST|PUT)`,
    String.raw`-Method\s+(?:Post|Put)\b`,
    String.raw`\bscp\s+\S+\s+\S+@`,
    String.raw`\b(?:send|upload|post|exfiltrate|transmit)\b[^\n.]{0,40}\b(?:to|at)\s+(?:https?://|the\s+(?:webhook|server|endpoint|url))`,
    String.raw`\bwebhook\.site\b|\bngrok\.io\b|\bpipedream\.net\b|\brequestbin\b`,
  ].join("|"),
  "gi",
);

/** Lines apart that still count as one instruction. */
const window = 5;

interface Place {
  readonly line: number;
  readonly column: number;
  readonly text: string;
  readonly index: number;
}

function linesOf(text: string, pattern: RegExp, keep: (index: number, match: string) => boolean = () => true): Place[] {
  pattern.lastIndex = 0;
  const position = positionCursor(text);
  return [...text.matchAll(pattern)]
    .filter((match) => keep(match.index, match[0]))
    .map((match) => ({ ...position(match.index), text: match[0].trim(), index: match.index }));
}

export const secretExfiltration: RuleCheck = {
  rule: {
    id: "secret-exfiltration",
    level: "error",
    reason:
      "code or instructions that read secrets (SSH keys, cloud credentials, tokens, the environment) and send them out leak them",
  },
  check: (input) => {
    const findings: FileFinding[] = findingsOf(input, "secret-exfiltration");
    const seen = new Set(findings.map((finding) => `${finding.path} ${String(finding.line)}`));
    for (const [path, original] of input.texts) {
      const text = normalize(original).text;
      const named = linesOf(text, secrets, (index, match) => isSecretMatch(text, index, match));
      const found = named.length === 0 ? [] : linesOf(text, sends);
      for (const secret of found.length === 0 ? [] : named) {
        const send = found.find((candidate) => Math.abs(candidate.line - secret.line) <= window);
        if (send === undefined || seen.has(`${path} ${String(secret.line)}`)) continue;
        findings.push({
          rule: "secret-exfiltration",
          message: `reads ${JSON.stringify(secret.text)} and sends data out (${JSON.stringify(send.text.slice(0, 60))}, line ${String(send.line)})`,
          path,
          line: secret.line,
          column: secret.column,
        });
      }
    }
    return findings.sort((a, b) => (a.path === b.path ? (a.line ?? 0) - (b.line ?? 0) : a.path < b.path ? -1 : 1));
  },
};
