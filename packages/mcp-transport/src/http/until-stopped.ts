// The life of an HTTP server process: it says where it listens (the line tests and operators wait
// for), serves until SIGINT or SIGTERM, then stops listening.
import type { HttpServing } from "./serve-over-http.js";

export async function untilStopped(serving: HttpServing, log: (line: string) => void): Promise<void> {
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
