// The public API of @skill-kit/mcp-transport. Filled by issue 5.
export {};
