// One flat config for the whole repo; `eslint .` inside a package finds it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { importBoundaries } from "./tooling/import-boundaries.mjs";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/.turbo/**", "**/bundle/**", "**/.skill-kit-out/**"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "max-params": ["error", 3],
      "no-restricted-syntax": ["error", { selector: "ExportDefaultDeclaration", message: "Libraries use named exports only." }],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true }],
      "@typescript-eslint/no-unnecessary-condition": ["error", { allowConstantLoopConditions: true }],
    },
  },
  {
    // Bundled into every built skill's bin/mcp.cjs: `import { z } from "zod"` keeps all of zod there (every locale).
    files: ["packages/mcp-transport/src/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Libraries use named exports only." },
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message:
            'Write `import * as z from "zod"`: the `z` export is a namespace object the bundler keeps whole (every locale, about 260 KB of a built skill\'s bin/mcp.cjs).',
        },
      ],
    },
  },
  {
    // ARCHITECTURE.md's arrows: which sibling each package may import (apps: any package entry point;
    // nobody: a package's src/ or dist/ or a relative path into another package; core and primitives: no node:;
    // e2e/* and tooling/test-utils: any package entry point, and no package or app source imports them).
    plugins: { "skill-kit": importBoundaries },
    rules: {
      "skill-kit/import-boundaries": [
        "error",
        {
          root: import.meta.dirname,
          packages: {
            primitives: [],
            loader: ["primitives", "node"],
            core: ["primitives"],
            sessions: ["core", "node"],
            "cli-protocol": ["core", "sessions", "node"],
            lint: ["core", "loader"],
            "mcp-transport": ["core", "sessions", "run-stores", "node", "primitives"],
            "run-stores": ["core", "sessions", "node"],
            builder: ["core", "lint"],
            "skill-server": ["loader", "mcp-transport"],
            scaffold: ["primitives"],
            node: ["primitives"],
            scan: ["loader"],
            install: ["loader", "primitives", "scan"],
            agent: ["core", "loader", "node", "primitives", "sessions", "code-mode"],
            "code-mode": ["primitives"],
            studio: ["builder", "cli-protocol", "core", "lint", "loader", "node", "primitives", "run-stores", "scan", "sessions"],
          },
          runtimeNeutral: ["core", "primitives"],
        },
      ],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test-d.ts", "**/test/**/*.ts", "examples/**/*.ts", "tooling/test-utils/**/*.ts"],
    rules: { "no-restricted-syntax": "off", "max-params": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);
