import { defineConfig } from "vitest/config";

// Every package, app and example is a vitest project; run from inside one, vitest runs just that one.
// The summary reporter prints the closing `N passed, N failed` line CI reads.
const atRoot = process.cwd() === import.meta.dirname;

export default defineConfig({
  test: {
    projects: atRoot ? ["packages/*", "apps/*", "examples/*"] : [process.cwd()],
    passWithNoTests: true,
    reporters: ["default", `${import.meta.dirname}/tooling/vitest/summary-reporter.ts`],
  },
});
