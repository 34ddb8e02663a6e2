// Secrets as the shell reads them (credential files, token variables, the whole environment) and the
// commands that send data out over the network (curl's data and uploads, wget's posts, nc, scp, dig).
import type { Command } from "./commands.js";
import type { Word } from "./words.js";

const secretPath =
  /(?:^|[/~"'=@<]|\$HOME\/?|\$\{HOME\}\/?)\.(?:ssh(?:\/(?:id_\w+|[\w.-]*key[\w.-]*|authorized_keys|config)?)?$|aws\/credentials|config\/gh\/hosts\.ya?ml|config\/gcloud\/|azure\/|netrc|git-credentials|npmrc|pypirc|docker\/config\.json|kube\/config|env(?:\.[\w-]+)?$(?<!\.(?:example|sample|template)))|^\/proc\/(?:self|\d+|\$\$)\/environ$|\bid_(?:rsa|dsa|ecdsa|ed25519)$/i;

export const isSecretPath = (path: string): boolean => secretPath.test(path.trim());

export const isSecretVariable = (name: string): boolean =>
  /^(?:\w+_)?(?:TOKEN|SECRET\w*|API_?KEY|PASSWORD|PASSWD|ACCESS_KEY\w*|PRIVATE_KEY)$/i.test(name) && name !== "TOKEN_TYPE";

/** Commands whose output is the whole environment. */
function dumpsEnvironment(command: Command): boolean {
  if (command.name === "printenv") return command.args.length === 0;
  if (command.name === "env") return command.args.every((arg) => arg.text.startsWith("-"));
  if (command.name === "set" || command.name === "export" || command.name === "declare")
    return command.args.every((arg) => /^-[px]*$/.test(arg.text));
  return false;
}

const readers = new Set([
  "cat",
  "tac",
  "head",
  "tail",
  "base64",
  "xxd",
  "od",
  "gzip",
  "bzip2",
  "xz",
  "zip",
  "tar",
  "openssl",
  "gpg",
  "strings",
  "less",
  "more",
  "sed",
  "awk",
  "grep",
  "jq",
  "cp",
  "dd",
  "hexdump",
  "sort",
]);

/** The secret a command reads and outputs (`cat ~/.ssh/id_rsa`), if any. */
export function secretRead(command: Command): string | undefined {
  if (dumpsEnvironment(command)) return `${command.name} (the whole environment)`;
  if (!readers.has(command.name)) return undefined;
  const path = command.args.find((arg) => isSecretPath(arg.text.replace(/^if=/, "")));
  return path?.text;
}

/** What a network command sends: the words sent, and whether it sends its standard input. */
export interface Send {
  readonly sent: readonly Word[];
  readonly stdin: boolean;
}

const curlData = /^(?:-d|--data(?:-binary|-raw|-urlencode|-ascii)?|--json|-F|--form|--form-string|-T|--upload-file)$/;

function curlSend(args: readonly Word[]): Send {
  const sent: Word[] = [];
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at];
    if (arg === undefined) continue;
    const joined = /^(-d|-F|-T)(.+)$/.exec(arg.text) ?? /^(--[\w-]+)=(.+)$/.exec(arg.text);
    if (joined?.[1] !== undefined && curlData.test(joined[1])) sent.push({ ...arg, text: joined[2] ?? "" });
    else if (curlData.test(arg.text) && args[at + 1] !== undefined) {
      const value = args[at + 1];
      if (value !== undefined)
        sent.push(arg.text === "-T" || arg.text === "--upload-file" ? { ...value, text: `@${value.text}` } : value);
      at += 1;
    }
  }
  const stdin = sent.some((word) => /(?:^|=)[@<]-$|^@\/dev\/stdin$|^@\.$/.test(word.text));
  return { sent, stdin };
}

/** The network send a command makes, if it is one. */
export function sendOf(command: Command): Send | undefined {
  const { name, args } = command;
  if (name === "curl") {
    const send = curlSend(args);
    return send.sent.length === 0 ? undefined : send;
  }
  if (name === "wget") {
    const sent = args
      .filter((arg) => /^--(?:post|body)-(?:data|file)=/.test(arg.text))
      .map((arg) => ({ ...arg, text: arg.text.replace(/^--(?:post|body)-file=/, "@").replace(/^--(?:post|body)-data=/, "") }));
    return sent.length === 0
      ? undefined
      : { sent, stdin: sent.some((word) => word.text === "@/dev/stdin" || word.text === "@-") };
  }
  if (["nc", "ncat", "netcat", "socat", "telnet"].includes(name))
    return args.some((arg) => /^-\w*l/.test(arg.text)) ? undefined : { sent: [], stdin: true };
  if (name === "scp" || name === "rsync") {
    const paths = args.filter((arg) => !arg.text.startsWith("-"));
    const target = paths.at(-1);
    if (target === undefined || !/^(?:[\w.-]+@)?[\w.-]+:/.test(target.text)) return undefined;
    return { sent: paths.slice(0, -1).map((word) => ({ ...word, text: `@${word.text}` })), stdin: false };
  }
  if (["dig", "nslookup", "host", "ping"].includes(name))
    return { sent: args.filter((arg) => arg.stream.secret !== undefined), stdin: false };
  return undefined;
}
