import { defineConfig } from "vitest/config";

// Every package, app and example is a vitest project; the summary reporter prints the
// closing `N passed, N failed` line CI reads.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "examples/*"],
    passWithNoTests: true,
    reporters: ["default", "./tooling/vitest/summary-reporter.ts"],
  },
});
