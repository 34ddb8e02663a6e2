// The words of Python, JavaScript and PowerShell that download, run code, read secrets and send data:
// what code-flow.ts follows from line to line.

export type CodeLanguage = "python" | "node" | "powershell";

export interface LanguageWords {
  readonly download: RegExp;
  readonly exec: RegExp;
  /** Reads a secret file or the whole environment. */
  readonly secret: RegExp;
  /** Sends data out (a POST, an upload, a socket); not a write to the process's own stdout or stderr. */
  readonly send: RegExp;
  readonly comment: RegExp;
  /**
   * Whether a line naming a request header is left out of the secrets a send is tied to: only where
   * a secret can be one credential (PowerShell's `$env:API_TOKEN`), which a request may send to the
   * server it talks to. In Python and JavaScript a secret is a key file or the whole environment,
   * which no header carries.
   */
  readonly headerLinesExempt: boolean;
}

const secretFile = String.raw`[~/\\"'\x60]\.(?:ssh[/\\]|aws[/\\]credentials|config[/\\]gh[/\\]hosts|netrc|git-credentials|docker[/\\]config\.json|kube[/\\]config)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|/proc/self/environ|["'\x60/\\]\.env["'\x60]`;

export const languageWords: Readonly<Record<CodeLanguage, LanguageWords>> = {
  python: {
    download:
      /\burlopen\s*\(|\brequests\.(?:get|request)\s*\(|\bhttpx\.(?:get|stream)\s*\(|\burllib\d?\.request\b|\burlretrieve\s*\(/,
    exec: /\b(?:exec|eval)\s*\(|\bcompile\s*\(/,
    secret: new RegExp(
      `${secretFile}|\\bos\\.environ\\b(?!\\s*(?:\\[|\\.get\\b|\\.setdefault\\b|\\.pop\\b))|\\bos\\.environ\\.(?:copy|items)\\(`,
    ),
    send: /\brequests\.(?:post|put|patch)\s*\(|\bhttpx\.(?:post|put)\s*\(|\burlopen\s*\(.*\bdata=|\.sendall?\s*\(|\bsmtplib\b/,
    comment: /^\s*#/,
    headerLinesExempt: false,
  },
  node: {
    download: /\bfetch\s*\(|\bhttps?\.get\s*\(|\baxios(?:\.get)?\s*\(|\bgot\s*\(/,
    exec: /\beval\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\(|\bvm\.\w+\s*\(|\brunIn(?:This|New)Context\s*\(|\bimport\s*\(\s*["'`]data:/,
    secret: new RegExp(`${secretFile}|\\bprocess\\.env\\b(?!\\s*(?:\\.|\\[|\\?\\.))`),
    // Writing to the process's own stdout or stderr is the skill talking to the agent, not sending out.
    send: /\bmethod\s*:\s*["'`](?:POST|PUT|PATCH)|\baxios\.(?:post|put)\s*\(|(?<!\bprocess\s*(?:\.\s*std(?:out|err)|\[[^\]]{1,12}\])\s*)\.write\s*\(|\bsocket\b/i,
    comment: /^\s*(?:\/\/|\*|\/\*)/,
    headerLinesExempt: false,
  },
  powershell: {
    download:
      /\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|start-bitstransfer)\b|\.download(?:string|data|file)\s*\(|\bnet\.webclient\b|\bhttpclient\b|(?:^|[|(;=]\s*)(?:curl|wget)\b/i,
    exec: /\b(?:iex|invoke-expression|start-process|invoke-item)\b|\[scriptblock\]\s*::\s*create\s*\(|\.invoke\s*\(\s*\)|&\s*\(?\s*["'$.]/i,
    secret: new RegExp(
      `${secretFile}|\\$env:\\w*(?:TOKEN|SECRET|API_?KEY|PASSWORD)\\b|\\b(?:get-childitem|gci|dir|ls)\\s+env:|\\[environment\\]::getenvironmentvariables`,
      "i",
    ),
    send: /-method\s+["']?(?:post|put)\b|\.upload(?:string|file|data)\s*\(|\bsend-mailmessage\b/i,
    comment: /^\s*#/,
    headerLinesExempt: true,
  },
};

/** Lines sending credentials to the server they talk to (an Authorization header) are not exfiltration. */
export const headerLine = /authorization|bearer|\bheaders?\b|x-api-key|-headers\b/i;
