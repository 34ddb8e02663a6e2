// The public API of @skill-kit/core. Filled by issue 2.
export {};
