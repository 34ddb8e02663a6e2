// What a workflow tool answers: a result, or (2026-07-28 clients) the question it needs answered first.
import type { CallToolResult, InputRequiredResult } from "@modelcontextprotocol/server";

export type ToolAnswer = CallToolResult | InputRequiredResult;
