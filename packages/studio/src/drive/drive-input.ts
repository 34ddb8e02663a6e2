// What the drive routes accept from the page, checked as the CLI and the MCP tools check an agent's
// arguments: a known host, params that are an object, an output no larger or deeper than a run takes.
import { isHostId, hostIds, SkillKitError, UsageError } from "@skill-kit/core";
import { deeperThan, maxValueBytes, maxValueDepth } from "@skill-kit/sessions";

type Body = Readonly<Record<string, unknown>>;

export function bodyOf(body: unknown): Body {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new UsageError("the body must be a JSON object");
  return Object.fromEntries(Object.entries(body));
}

export function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw new UsageError(`${name} must be a string`);
  return value;
}

export function requiredString(value: unknown, name: string): string {
  const text = optionalString(value, name);
  if (text === undefined) throw new UsageError(`${name} is required`);
  return text;
}

/** A host of the registry (`GET /api/hosts`), or undefined. */
export function hostOf(value: unknown): string | undefined {
  const host = optionalString(value, "host");
  if (host === undefined || isHostId(host)) return host;
  throw new UsageError(`unknown host ${JSON.stringify(host.slice(0, 64))}: one of ${hostIds.join(", ")}`);
}

/** A run's value (params, an output) within the bounds a run takes, named `name` in a refusal. */
export function runValue(value: unknown, name: string): unknown {
  if (deeperThan(value, maxValueDepth)) throw new UsageError(`${name} is nested more than ${String(maxValueDepth)} levels deep`);
  // A JSON value from a request body: never undefined, so it always has a text.
  const bytes = value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value), "utf8");
  if (bytes > maxValueBytes)
    throw new SkillKitError({
      code: "STUDIO_TOO_LARGE",
      message: `${name} is ${String(bytes)} bytes; the limit is ${String(maxValueBytes)} bytes`,
    });
  return value;
}

export function paramsOf(value: unknown): Readonly<Record<string, unknown>> {
  if (value === undefined || value === null) return {};
  return bodyOfParams(runValue(value, "params"));
}

function bodyOfParams(value: unknown): Readonly<Record<string, unknown>> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new UsageError("params must be a JSON object");
  return Object.fromEntries(Object.entries(value));
}
