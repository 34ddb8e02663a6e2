// Drives a skill's real MCP server process with the SDK's Client over stdio.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { connectStdioClient, type CallToolResult, type StdioClient, type StdioClientOptions } from "@skill-kit/mcp-testing";
import { expect } from "vitest";
import { buildFixture, fixture, type ServerPart } from "./run-cli.js";

/**
 * A fixture built once per test process with the real `skill-kit build`; returns its folder.
 * edge-cases picks its skill from SKILL_CASE when it loads: at build time any case will do, and
 * the built program reads the variable again when the server starts. `serve`: the server-only parts
 * the build opts into (`--http` needs `http`, `--store postgres://…|redis://…` needs `stores`).
 */
export function builtSkill(skill: string, serve: readonly ServerPart[] = []): string {
  return buildFixture(fixture(skill), { key: `mcp-${skill}`, env: { SKILL_CASE: "promptless" }, serve });
}

/** How a skill's MCP server is launched: the built skill's own `scripts/run mcp`. */
export function serverCommand(
  skill: string,
  args: readonly string[],
  serve: readonly ServerPart[] = [],
): { command: string; args: string[] } {
  return { command: join(builtSkill(skill, serve), "scripts", "run"), args: ["mcp", ...args] };
}

export function connect(
  skill: string,
  args: readonly string[],
  options: Pick<StdioClientOptions, "env" | "elicit"> = {},
): Promise<StdioClient> {
  return connectStdioClient({ ...serverCommand(skill, args), ...options });
}

/** Calls `start`/`advance`: checks that the text content is the structuredContent as JSON, returns it. */
export async function call(
  server: Pick<StdioClient, "callTool">,
  name: string,
  args?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const result = await server.callTool(name, args);
  expect(result.isError, textOf(result)).not.toBe(true);
  expect(result.content).toHaveLength(1);
  expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  return result.structuredContent ?? {};
}

/** The text of a result's single text item (plain-text tools and `isError` results). */
export function textOf(result: CallToolResult): string {
  const [item] = result.content;
  return item?.type === "text" ? item.text : "";
}

/** A private session directory inside a temp folder. */
export function sessionsIn(dir: string): string {
  const sessions = join(dir, "sessions");
  mkdirSync(sessions, { recursive: true, mode: 0o700 });
  return sessions;
}

export const sessionIdPattern = /^[0-9a-f]{32}$/;
