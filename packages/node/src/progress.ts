// Progress for long runs (`skill-kit validate` over many skills): a self-erasing counter on stderr, only when stderr is a terminal.

/** Counts checked skills; `finish` erases the line. Does nothing unless `enabled`. */
export interface Progress {
  readonly tick: (done: number) => void;
  readonly finish: () => void;
}

const silent: Progress = { tick: () => undefined, finish: () => undefined };

export function progress(input: {
  readonly total: number;
  readonly enabled: boolean;
  readonly stream?: NodeJS.WriteStream;
}): Progress {
  if (!input.enabled || input.total < 200) return silent;
  const stream = input.stream ?? process.stderr;
  let shown = 0;
  return {
    tick: (done) => {
      const now = Date.now();
      if (now - shown < 100 && done < input.total) return;
      shown = now;
      stream.write(`\r\u001b[Kvalidating ${done}/${input.total} skills…`);
    },
    finish: () => {
      if (shown > 0) stream.write("\r\u001b[K");
    },
  };
}
