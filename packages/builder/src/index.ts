// The public API of @skill-kit/builder. Filled by issue 4.
export {};
