// Whether a text file is code or a script (by its extension or a `#!` line): there an invisible
// character inside a word has no honest use, while prose may carry one (a ZWNJ in Persian, a ZWJ in an emoji).

const codeExtension =
  /\.(?:sh|bash|zsh|ksh|dash|fish|command|bat|cmd|ps1|psm1|py|pyw|rb|pl|pm|php|js|mjs|cjs|jsx|ts|mts|cts|tsx|lua|tcl|r|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|scala|sql|toml|ya?ml|json|ini|cfg|conf|env|mk|makefile|dockerfile)$/i;

export function isCodeFile(path: string, text: string): boolean {
  return codeExtension.test(path) || /(?:^|\/)(?:Makefile|Dockerfile)$/.test(path) || text.startsWith("#!");
}
