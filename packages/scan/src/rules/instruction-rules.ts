// Instructions to the agent that a skill has no honest reason to give: hide something from the user
// (warning), read the user's credentials (warning), and both in one file: an error, since a file that
// tells the agent to read the user's key "and not tell the user" is an attack.
import type { FileFinding } from "../finding.js";
import { positionCursor } from "../text-of.js";
import { normalize } from "../normalize.js";
import { hiddenCandidates } from "./hidden-candidates.js";
import { type InstructionPhrases, instructionPhrases, type PhraseMatch } from "./instruction-phrases.js";
import type { RuleCheck, ScanInput } from "./rule.js";
import { secretExfiltration } from "./secret-exfiltration.js";

interface FilePhrases {
  readonly path: string;
  readonly text: string;
  readonly hides: readonly PhraseMatch[];
  readonly reads: readonly PhraseMatch[];
}

/** Phrases read with invisible characters removed (`do not tell the us\u200Ber`), placed in the original text. */
function normalizedPhrases(text: string): InstructionPhrases {
  const normalized = normalize(text);
  const placed = (match: PhraseMatch): PhraseMatch => ({ index: normalized.originalIndex(match.index), text: match.text });
  const phrases = instructionPhrases(normalized.text);
  return { hides: phrases.hides.map(placed), reads: phrases.reads.map(placed) };
}

/** The three rules read the same phrases: found once per input. */
const found = new WeakMap<ReadonlyMap<string, string>, readonly FilePhrases[]>();

function phrasesOf(input: ScanInput): readonly FilePhrases[] {
  const known = found.get(input.texts);
  if (known !== undefined) return known;
  const hidden = hiddenCandidates(input).texts;
  const phrases = [...input.texts]
    .map(([path, text]) => ({ path, text, ...(hidden.has(path) ? normalizedPhrases(text) : instructionPhrases(text)) }))
    .filter((file) => file.hides.length > 0 || file.reads.length > 0);
  found.set(input.texts, phrases);
  return phrases;
}

interface Report {
  readonly rule: string;
  readonly file: FilePhrases;
  readonly matches: readonly PhraseMatch[];
  readonly say: (match: PhraseMatch) => string;
}

function report({ rule, file, matches, say }: Report): FileFinding[] {
  const position = positionCursor(file.text);
  return matches.map((match) => ({ rule, message: say(match), path: file.path, ...position(match.index) }));
}

const quoted = (match: PhraseMatch): string => JSON.stringify(match.text.slice(0, 80));

export const concealedInstruction: RuleCheck = {
  rule: {
    id: "concealed-instruction",
    level: "warning",
    reason: 'an instruction to keep something from the user ("do not tell the user", "silently send") hides what the agent does',
  },
  check: (input) =>
    phrasesOf(input)
      .filter((file) => file.reads.length === 0)
      .flatMap((file) =>
        report({
          rule: "concealed-instruction",
          file,
          matches: file.hides,
          say: (match) => `tells the agent to hide from the user: ${quoted(match)}`,
        }),
      ),
};

export const credentialInstruction: RuleCheck = {
  rule: {
    id: "credential-instruction",
    level: "warning",
    reason: "an instruction to read the user's credentials (SSH keys, cloud credentials, .env) puts secrets in the agent's hands",
  },
  check: (input) => {
    const reading = phrasesOf(input).filter((file) => file.hides.length === 0 && file.reads.length > 0);
    if (reading.length === 0) return [];
    // A read already reported as secret-exfiltration (an error) is not reported again.
    const sent = new Set(secretExfiltration.check(input).map((finding) => `${finding.path}:${String(finding.line)}`));
    return reading.flatMap((file) =>
      report({
        rule: "credential-instruction",
        file,
        matches: file.reads,
        say: (match) => `tells the agent to read credentials: ${quoted(match)}`,
      }).filter((finding) => !sent.has(`${finding.path}:${String(finding.line)}`)),
    );
  },
};

export const concealedCredentialRead: RuleCheck = {
  rule: {
    id: "concealed-credential-read",
    level: "error",
    reason: "one file telling the agent both to read the user's credentials and to keep it from the user is an attack",
  },
  check: (input) =>
    phrasesOf(input)
      .filter((file) => file.hides.length > 0 && file.reads.length > 0)
      .flatMap((file) => {
        const [hide] = file.hides;
        const hidden = hide === undefined ? "" : ` and to hide it (${quoted(hide)})`;
        return report({
          rule: "concealed-credential-read",
          file,
          matches: file.reads,
          say: (match) => `tells the agent to read credentials (${quoted(match)})${hidden}`,
        });
      }),
};
