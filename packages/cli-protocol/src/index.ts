// The public API of @skill-kit/cli-protocol. Filled by issue 3.
export {};
