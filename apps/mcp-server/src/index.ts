// The public API of @skill-kit/mcp-server. Filled by issue 6.
export {};
