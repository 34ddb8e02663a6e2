// What well-known programs do with their words: fetchers (curl, wget, …) and where they write, the
// interpreters that run code (from standard input, a file or a `-c` string), and the decoders.
import type { Command } from "./commands.js";
import type { Word } from "./words.js";

export interface Fetch {
  /** True when the download goes to standard output. */
  readonly toStdout: boolean;
  /** The file it writes, when it writes one. */
  readonly file?: string;
}

const urlOf = (args: readonly Word[]): string => args.find((arg) => /:\/\//.test(arg.text))?.text ?? args.at(-1)?.text ?? "";
const remoteName = (url: string): string =>
  url
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "")
    .split("/")
    .at(-1) ?? url;

/** The value of a short option `-X` as `-Xvalue`, `-abX value` or `-X value`, or of `--long=value` / `--long value`. */
function optionValue(args: readonly Word[], short: string, long: string): string | undefined {
  for (let at = 0; at < args.length; at += 1) {
    const text = args[at]?.text ?? "";
    if (text === long || (short !== "" && new RegExp(`^-[a-zA-Z]*${short}$`).test(text))) return args[at + 1]?.text ?? "";
    if (text.startsWith(`${long}=`)) return text.slice(long.length + 1);
    const joined = short === "" ? null : new RegExp(`^-[a-zA-Z]*?${short}(.+)$`).exec(text);
    if (joined?.[1] !== undefined && !text.startsWith("--")) return joined[1];
  }
  return undefined;
}

const hasShortFlag = (args: readonly Word[], flag: string): boolean =>
  args.some((arg) => new RegExp(`^-[a-zA-Z]*${flag}[a-zA-Z]*$`).test(arg.text));

export function fetchOf(command: Command): Fetch | undefined {
  const { name, args } = command;
  if (name === "curl") {
    const output = optionValue(args, "o", "--output");
    if (output !== undefined) return output === "-" ? { toStdout: true } : { toStdout: false, file: output };
    if (hasShortFlag(args, "O") || args.some((arg) => arg.text === "--remote-name"))
      return { toStdout: false, file: remoteName(urlOf(args)) };
    return { toStdout: true };
  }
  if (name === "wget" || name === "fetch") {
    const output = optionValue(args, name === "wget" ? "O" : "o", name === "wget" ? "--output-document" : "--output");
    if (output === "-" || output === "/dev/stdout") return { toStdout: true };
    return { toStdout: false, file: output ?? remoteName(urlOf(args)) };
  }
  if (name === "aria2c") return { toStdout: false, file: optionValue(args, "o", "--out") ?? remoteName(urlOf(args)) };
  if (name === "http" || name === "https" || name === "xh" || name === "lwp-request") return { toStdout: true };
  return undefined;
}

export type Language = "shell" | "python" | "node" | "perl" | "ruby" | "php" | "powershell";

const interpreters = new Map<string, Language>(
  Object.entries({
    sh: "shell",
    bash: "shell",
    zsh: "shell",
    dash: "shell",
    ksh: "shell",
    mksh: "shell",
    ash: "shell",
    fish: "shell",
    csh: "shell",
    tcsh: "shell",
    python: "python",
    python2: "python",
    python3: "python",
    pypy: "python",
    pypy3: "python",
    node: "node",
    nodejs: "node",
    deno: "node",
    bun: "node",
    perl: "perl",
    ruby: "ruby",
    php: "php",
    pwsh: "powershell",
    powershell: "powershell",
  }),
);

/** The option that takes code, and the options that take some other value, of each language. */
const codeOption: Readonly<Record<Language, RegExp>> = {
  shell: /^-[a-z]*c[a-z]*$/,
  python: /^-c$/,
  node: /^(?:-e|-p|--eval|--print)$/,
  perl: /^-[a-z]*[eE]$/,
  ruby: /^-e$/,
  php: /^-r$/,
  powershell: /^-(?:c|command)$/i,
};
const valueOption = /^(?:-[oOWXmMIr]|--require|--import|-d|-f|--input-type|-(?:file|executionpolicy|ep|workingdirectory)|\+o)$/i;

/** A script named as standard input. */
const standardInput = /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;

export interface Interpreter {
  readonly language: Language;
  /** Runs code from standard input (no script named, or `-`, or `sh -s`). */
  readonly stdin: boolean;
  /** The script file or `-c`/`-e` code it runs, as words. */
  readonly file?: Word;
  readonly code?: Word;
  /** PowerShell's `-EncodedCommand` payload. */
  readonly encoded?: Word;
}

export function interpreterOf(command: Command): Interpreter | undefined {
  const language =
    command.name === "source" || command.name === "."
      ? "shell"
      : interpreters.get(command.name.replace(/[\d.]+$/, "") === "python" ? "python" : command.name);
  if (language === undefined) return undefined;
  if (command.name === "source" || command.name === ".") {
    const file = command.args[0];
    if (file === undefined) return undefined;
    return standardInput.test(file.text) ? { language, stdin: true } : { language, stdin: false, file };
  }
  const { args } = command;
  for (let at = 0; at < args.length; at += 1) {
    const text = args[at]?.text ?? "";
    const next = args[at + 1];
    if (codeOption[language].test(text)) return next === undefined ? undefined : { language, stdin: false, code: next };
    if (language === "powershell" && /^-(?:e|ec|en|enc|encodedcommand)$/i.test(text))
      return next === undefined ? undefined : { language, stdin: false, encoded: next };
    if (text === "-m" || /^-(?:file|f)$/i.test(text)) return { language, stdin: false };
    if (text === "-s" || standardInput.test(text)) return { language, stdin: true };
    if (valueOption.test(text)) at += 1;
    else if (!text.startsWith("-") && !text.startsWith("+"))
      return { language, stdin: false, file: args[at] ?? { text, stream: {}, node: command.node } };
  }
  return { language, stdin: true };
}

/** How a decoder turns its input into text: base64, hex. */
export function decoderOf(command: Command): "base64" | "hex" | undefined {
  const flags = command.args.map((arg) => arg.text);
  if (
    (command.name === "base64" || command.name === "base32" || command.name === "basenc") &&
    flags.some((flag) => /^(?:-\w*[dD]\w*|--decode)$/.test(flag))
  )
    return "base64";
  if (
    command.name === "openssl" &&
    flags.includes("-d") &&
    flags.some((flag) => flag === "base64" || flag === "-base64" || flag === "-a")
  )
    return "base64";
  if (command.name === "xxd" && flags.some((flag) => /^-\w*r/.test(flag))) return "hex";
  return undefined;
}
