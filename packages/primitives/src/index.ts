// The public API of @skill-kit/primitives. Filled by issue 2.
export {};
