// The public API of @skill-kit/loader. Filled by issue 6.
export {};
