// Every file of a new skill project, by relative path.
import type { ProjectVersions } from "../versions.js";
import { skillSource, skillTestSource } from "./skill-source.js";

export interface ProjectInput {
  readonly name: string;
  readonly versions: ProjectVersions;
  /** From a checkout: every @skill-kit package's `file:vendor/…` spec, so nested ones resolve to the tarballs too. */
  readonly vendored?: ReadonlyMap<string, string>;
}

export function projectFiles(input: ProjectInput): Readonly<Record<string, string>> {
  return {
    "package.json": packageJson(input),
    "tsconfig.json": json(tsconfig),
    ".gitignore":
      "node_modules/\ndist/\n# left behind only if `skill-kit build` is interrupted while it loads the entry\nsrc/.skill-kit-*\n",
    "pnpm-workspace.yaml": pnpmWorkspace + pnpmOverrides(input.vendored),
    "README.md": readme(input.name),
    "src/skill.ts": skillSource(input.name),
    "src/skill.test.ts": skillTestSource(input.name),
  };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function packageJson({ name, versions, vendored }: ProjectInput): string {
  const overrides = vendored === undefined ? {} : { overrides: npmOverrides(vendored) };
  return json({
    name,
    version: "0.1.0",
    private: true,
    description: `The ${name} agent skill, built with skill-kit.`,
    type: "module",
    engines: { node: ">=20" },
    scripts: {
      build: `skill-kit build src/skill.ts -o dist/${name}`,
      test: "vitest run",
      check: "skill-kit check src/skill.ts",
      typecheck: "tsc",
    },
    dependencies: { "@skill-kit/core": versions.core, arktype: versions.arktype },
    devDependencies: {
      "@skill-kit/cli": versions.cli,
      "@types/node": versions.nodeTypes,
      typescript: versions.typescript,
      vitest: versions.vitest,
    },
    ...overrides,
  });
}

/** npm: the direct dependencies by reference (`$name`, as npm requires), the nested ones by tarball. */
function npmOverrides(vendored: ReadonlyMap<string, string>): Record<string, string> {
  const direct = new Set(["@skill-kit/core", "@skill-kit/cli"]);
  return Object.fromEntries([...vendored].map(([name, spec]) => [name, direct.has(name) ? `$${name}` : spec]));
}

function pnpmOverrides(vendored: ReadonlyMap<string, string> | undefined): string {
  if (vendored === undefined) return "";
  const lines = [...vendored].map(([name, spec]) => `  ${JSON.stringify(name)}: ${JSON.stringify(spec)}`);
  return `# Made from a checkout of skill-kit: its packages come from vendor/, not a registry.\noverrides:\n${lines.join("\n")}\n`;
}

const tsconfig = {
  compilerOptions: {
    target: "es2022",
    lib: ["es2023"],
    module: "nodenext",
    moduleResolution: "nodenext",
    strict: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true,
    // Node's types, so a skill's actions can import node:fs and the like.
    types: ["node"],
  },
  include: ["src"],
};

// pnpm 12 stops an install when a dependency's build script was not allowed; esbuild (which
// `skill-kit build` bundles with) has one. npm does not read this file.
const pnpmWorkspace =
  "# pnpm settings for this project (npm ignores this file).\n# esbuild, which `skill-kit build` bundles with, runs an install script.\nallowBuilds:\n  esbuild: true\n";

function readme(name: string): string {
  return `# ${name}

An agent skill written in TypeScript with skill-kit: a workflow of steps, each a prompt for the
agent and a schema its reply must match.

## Commands

\`\`\`sh
npm install                                # or: pnpm install
npm test                                   # run the workflow with a scripted model (vitest)
npm run build                              # write dist/${name}: SKILL.md, scripts/run, bin/
dist/${name}/scripts/run --params '{}'     # the first prompt, as an agent gets it (JSON)
npm run check                              # lint the workflow: dead ends, unreachable steps, …
npm run typecheck                          # tsc
\`\`\`

## Files

- \`src/skill.ts\`: the workflow. \`ask-topic\` asks the user for a topic, \`list-points\` asks for
  three key points, \`summarise\` shows them and ends with a summary. The \`name\` and
  \`description\` become the SKILL.md frontmatter an agent reads to decide when to use the skill.
- \`src/skill.test.ts\`: drives the workflow in process with \`runSkill\` and \`mockModel\` from
  \`@skill-kit/core/testing\`.
- \`pnpm-workspace.yaml\`: lets esbuild, which the build uses, run its install script under pnpm.

## Using the built skill

\`dist/${name}\` is a complete skill folder. Copy it to where your agent loads skills from (for
Claude Code, \`~/.claude/skills/${name}\`); the agent follows its SKILL.md and calls
\`scripts/run\`, which needs Node.js 20 or later.

## Serving it over MCP

\`dist/${name}/scripts/run mcp\` serves the skill to an MCP client over stdio; \`npm run build\`
makes all it needs. Serving it over HTTP needs the HTTP server, which a default build leaves out
(\`mcp --http\` then stops with a line naming \`--with http\`): build with \`--with http\` first.

\`\`\`sh
npm run build -- --with http                           # skill-kit build … --with http
dist/${name}/scripts/run mcp --http --port 8808        # loopback; the token is in ~/.skill-kit/run/mcp-8808.token
\`\`\`

Add \`--with stores\` (\`--with http,stores\`) to keep runs in PostgreSQL or Redis with \`--store\`.
`;
}
