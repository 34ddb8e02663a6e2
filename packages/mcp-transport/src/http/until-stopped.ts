// The life of an HTTP server process: it says where it listens (the line tests and operators wait
// for), serves until SIGINT or SIGTERM, then stops listening.
import type { HttpServing } from "./serve-over-http.js";

export async function untilStopped(serving: HttpServing, log: (line: string) => void): Promise<void> {
  if (serving.tokenFile !== undefined)
    log(`the bearer token (user local) is in ${serving.tokenFile}, readable by this OS user only`);
  if (serving.open)
    log("warning: --no-token: any process on this machine, of any OS account, may call this server as user local");
  log(`listening on ${serving.url}`);
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await serving.close();
}
