// The command table. Each command is imported only when it runs, so `--help` stays fast.

export interface Command {
  readonly summary: string;
  readonly load: () => Promise<{ run: (args: readonly string[]) => Promise<number> }>;
}

export const commands: Readonly<Record<string, Command>> = {};
