// Splits an argument string shell-style: whitespace separates, quotes group, backslash escapes.

/**
 * `fix "issue 12" 'a b'` gives `["fix", "issue 12", "a b"]`. Inside double quotes a backslash
 * escapes `"`, `\`, `$` and `` ` ``; outside quotes it escapes any character. An unclosed quote
 * runs to the end. Nothing is expanded or executed.
 */
export function splitArguments(input: string): string[] {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quote: "'" | '"' | undefined;
  const chars = Array.from(input);
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] ?? "";
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === "\\" && '"\\$`'.includes(chars[index + 1] ?? "x")) word += chars[++index] ?? "";
      else word += char;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      [word, inWord] = ["", false];
    } else {
      inWord = true;
      if (char === "'" || char === '"') quote = char;
      else if (char === "\\") word += chars[++index] ?? "";
      else word += char;
    }
  }
  if (inWord) words.push(word);
  return words;
}
