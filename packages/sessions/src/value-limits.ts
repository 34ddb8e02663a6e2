// The bounds of a run's JSON values (its params and each output), the same wherever they come
// from: the CLI's flags (cli-protocol) or an MCP tool's arguments (mcp-transport) are refused past
// them before a run sees them.

/** Largest params or output value a run takes, serialized as JSON, in bytes. */
export const maxValueBytes = 1024 * 1024;
/** Deepest nesting of arrays and objects in a run's JSON value. */
export const maxValueDepth = 200;

/** Whether arrays and objects nest more than `limit` levels; the recursion stops there, so it stays shallow. */
export function deeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== "object" || value === null) return false;
  if (limit === 0) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) if (deeperThan(value[i], limit - 1)) return true;
    return false;
  }
  for (const item of Object.values(value)) if (deeperThan(item, limit - 1)) return true;
  return false;
}
