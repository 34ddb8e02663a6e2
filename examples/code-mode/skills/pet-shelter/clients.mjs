/* global process, URL, fetch */
// The host functions `execute` gets for the pet shelter: one HTTP client for its API, at
// PET_SHELTER_URL (default http://127.0.0.1:4010). The code never sees the URL's credentials or headers.
const base = process.env.PET_SHELTER_URL ?? "http://127.0.0.1:4010";

export const clients = {
  shelter: {
    description: "the pet shelter's API: clients.shelter({ method, path, query?, body? }) → { status, body }",
    /** @param {{ method?: string, path: string, query?: Record<string, string | number>, body?: unknown }} request */
    call: async (request) => {
      const { method = "GET", path, query = {}, body } = request;
      if (typeof path !== "string" || !path.startsWith("/")) throw new TypeError('"path" must start with "/"');
      const url = new URL(path.slice(1), `${base}/`);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === "" ? null : JSON.parse(text) };
    },
  },
};

export const limits = { timeMs: 5000 };
