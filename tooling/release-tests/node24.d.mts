// Types of node24.mjs, for the TypeScript that imports it (tooling/vitest/cache-home.ts).
export declare const node24Version: string;
/** Where Node 24 is kept: SKILL_KIT_NODE24_DIR, else the user's cache folder. */
export declare function node24Dir(): string;
/** The path of the Node 24 binary, installed from the npm registry first when it is not there. */
export declare function ensureNode24(): string;
