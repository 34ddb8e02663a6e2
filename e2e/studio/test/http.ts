// Plain HTTP to the studio from outside the browser, with exactly the headers a test sets (node:http,
// so Host and Origin are sent as given).
import { request } from "node:http";
import type { Studio } from "./studio.js";

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
  json(): unknown;
}

export interface Ask {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Connect to this address instead of the studio's own. */
  readonly address?: string;
}

/** One request to the studio; the answer with its whole body. */
export function ask(studio: Studio, what: Ask): Promise<Answer> {
  const { hostname, port } = new URL(studio.origin);
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: what.address ?? hostname, port, method: what.method ?? "GET", path: what.path, headers: what.headers ?? {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) as unknown });
        });
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end(what.body);
  });
}

/** The header a request needs to pass the token check without a cookie. */
export const bearer = (studio: Studio): Record<string, string> => ({ authorization: `Bearer ${studio.token}` });

/** GET `path` with the bearer token; its JSON (the status must be 200). */
export async function getJson(studio: Studio, path: string): Promise<unknown> {
  const answer = await ask(studio, { path, headers: bearer(studio) });
  if (answer.status !== 200) throw new Error(`GET ${path}: ${String(answer.status)} ${answer.text}`);
  return answer.json();
}

const named = (value: unknown, name: string): value is { id: string } =>
  typeof value === "object" &&
  value !== null &&
  "name" in value &&
  value.name === name &&
  "id" in value &&
  typeof value.id === "string";

/** The id `GET /api/skills` gives the skill called `name`. */
export async function skillId(studio: Studio, name: string): Promise<string> {
  const listed = await getJson(studio, "/api/skills");
  const skills = typeof listed === "object" && listed !== null && "skills" in listed ? listed.skills : [];
  const found = Array.isArray(skills) ? skills.find((skill) => named(skill, name)) : undefined;
  if (!named(found, name)) throw new Error(`no skill ${name} in ${JSON.stringify(listed)}`);
  return found.id;
}

/** The first Set-Cookie header of an answer ("" without one). */
export function setCookieOf(answer: Answer): string {
  const value = answer.headers["set-cookie"];
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

/** Whether a body is `{ error: { code, message } }` with string code and message. */
export function isErrorBody(value: unknown): boolean {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const { error } = value;
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    "message" in error &&
    typeof error.message === "string"
  );
}

/** POST `body` as JSON with the bearer token; the answer as it is. */
export function postJson(studio: Studio, path: string, body: unknown): Promise<Answer> {
  const headers = { ...bearer(studio), "content-type": "application/json" };
  return ask(studio, { method: "POST", path, headers, body: JSON.stringify(body) });
}

/** Starts a run of skill `id` through `POST /api/drive`; the run's id. */
export async function driveStart(studio: Studio, id: string): Promise<string> {
  const started = await postJson(studio, "/api/drive", { skill: id });
  const body = started.json();
  const run = typeof body === "object" && body !== null && "run" in body ? body.run : undefined;
  if (started.status !== 200 || typeof run !== "string")
    throw new Error(`POST /api/drive: ${String(started.status)} ${started.text}`);
  return run;
}
