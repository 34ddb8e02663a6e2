// The command table. Each command is imported only when it runs, so `--help` stays fast.

export interface Command {
  readonly summary: string;
  readonly load: () => Promise<{ run: (args: readonly string[]) => Promise<number> }>;
}

export const commands: Readonly<Record<string, Command>> = {
  run: { summary: "run a skill source without building it: run <entry.ts> [start|advance|…]", load: () => import("./commands/run.js") },
};
