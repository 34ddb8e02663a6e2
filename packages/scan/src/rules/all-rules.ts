// Every rule, in the order findings are reported.
import { archiveFile, executableBinary } from "./binary-files.js";
import { downloadExecute } from "./download-execute.js";
import { encodedExecute } from "./encoded-execute.js";
import { bidiMark, invisibleOperator, variationSelectorRun, zeroWidthInWord } from "./hidden-data.js";
import { bidiControl, unicodeTag, zeroWidthRun } from "./hidden-unicode.js";
import { concealedCredentialRead, concealedInstruction, credentialInstruction } from "./instruction-rules.js";
import { lookalikeDomain } from "./lookalike-domain.js";
import type { RuleCheck } from "./rule.js";
import { secretExfiltration } from "./secret-exfiltration.js";
import { broadAllowedTools, dynamicCommand, skillMdUnreadable } from "./skill-md-checks.js";
import { symlinkEscape } from "./symlink-escape.js";
import { oversizedFile, specialFile } from "./unread-files.js";

export const ruleChecks: readonly RuleCheck[] = [
  bidiControl,
  unicodeTag,
  zeroWidthRun,
  zeroWidthInWord,
  variationSelectorRun,
  invisibleOperator,
  bidiMark,
  downloadExecute,
  encodedExecute,
  secretExfiltration,
  concealedCredentialRead,
  concealedInstruction,
  credentialInstruction,
  lookalikeDomain,
  symlinkEscape,
  executableBinary,
  archiveFile,
  oversizedFile,
  specialFile,
  broadAllowedTools,
  dynamicCommand,
  skillMdUnreadable,
];
