// The public API of @skill-kit/lint. Filled by issue 7.
export {};
