// Whether a host imitates a well-known one: lookalike letters (punycode or written out), digits for
// letters, the real name put in front of another domain (`github.com.evil`, `github-com.io`), or a
// typo within one or two letters. The real domains and their subdomains are never flagged.
import { domainToUnicode } from "node:url";

/** Domains skills fetch from, or that an attacker would imitate. */
const wellKnown = [
  ...["github.com", "githubusercontent.com", "github.io", "npmjs.com", "npmjs.org", "pypi.org", "pythonhosted.org"],
  ...["anthropic.com", "claude.ai", "openai.com", "google.com", "googleapis.com", "microsoft.com", "azure.com"],
  ...["amazonaws.com", "amazon.com", "cloudflare.com", "docker.com", "docker.io", "huggingface.co", "gitlab.com"],
];
/** Typos are looked for against these names (long enough that a near miss is no accident). */
const typoTargets = [
  "github",
  "githubusercontent",
  "npmjs",
  "anthropic",
  "openai",
  "google",
  "googleapis",
  "microsoft",
  "amazonaws",
  "cloudflare",
  "huggingface",
];
/** Real names within a typo of a target. */
const realNames = new Set(["gitlab", "gitee", "opencv", "openapi", "googl", "goggle", "microsft"]);

/** Letters of other scripts that look like Latin ones. */
const confusable: Readonly<Record<string, string>> = {
  ...{ а: "a", е: "e", о: "o", р: "p", с: "c", у: "y", х: "x", і: "i", ј: "j", ѕ: "s", һ: "h", ԁ: "d", ԛ: "q", ԝ: "w", ӏ: "l" },
  ...{ ο: "o", α: "a", ν: "v", ι: "i", κ: "k", τ: "t", ρ: "p", ɡ: "g", ɑ: "a", ı: "i", ł: "l", ß: "b", ℓ: "l" },
};
const digits: readonly Readonly<Record<string, string>>[] = [
  { "0": "o", "1": "l", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b" },
  { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "9": "g" },
];

const isOrUnder = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);
/** The well-known domain `host` is, or is under. */
export const known = (host: string): string | undefined => wellKnown.find((domain) => isOrUnder(host, domain));
const mapped = (host: string, table: Readonly<Record<string, string>>): string =>
  Array.from(host, (char) => table[char] ?? char).join("");

/** Optimal string alignment distance (a swap of two letters counts one), bounded by the lengths. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row !== undefined) row[j] = best;
    }
  return at(a.length, b.length);
}

/** Hosts already judged: a skill names the same few hosts many times. */
const judged = new Map<string, string | undefined>();

/** What the host imitates and how, or undefined when it is real or imitates nothing known. */
export function lookalikeOf(host: string): string | undefined {
  if (judged.has(host)) return judged.get(host);
  const said = judge(host);
  if (judged.size >= 10_000) judged.clear();
  judged.set(host, said);
  return said;
}

function judge(host: string): string | undefined {
  if (known(host) !== undefined) return undefined;
  const unicode = host.includes("xn--") ? domainToUnicode(host) : host;
  if (/[^\x20-\x7e]/.test(unicode)) {
    const imitated = known(mapped(unicode, confusable));
    return imitated === undefined
      ? undefined
      : `${imitated} written with lookalike letters${unicode === host ? "" : ` (${unicode})`}`;
  }
  for (const table of digits) {
    const imitated = known(mapped(host, table));
    if (imitated !== undefined && mapped(host, table) !== host) return `${imitated} with a digit for a letter`;
  }
  const dotted = `.${host.replaceAll("-", ".")}.`;
  const inFront = wellKnown.find((domain) => dotted.includes(`.${domain}.`));
  if (inFront !== undefined) return `${inFront} put in front of another domain`;
  const name = host.split(".").at(-2) ?? "";
  if (realNames.has(name)) return undefined;
  const typo = typoTargets.find((target) => {
    const allowed = target.length >= 7 ? 2 : 1;
    return name !== target && Math.abs(name.length - target.length) <= allowed && distance(name, target) <= allowed;
  });
  return typo === undefined ? undefined : `${typo} misspelt`;
}
