// Code mode over the pet shelter: its OpenAPI document (declared by skills/pet-shelter/SKILL.md), the
// API on loopback, and the two calls a model would make: `search` to find the operations, `execute` to
// call them. Run: `pnpm --filter @skill-kit/example-code-mode build && node examples/code-mode/dist/main.js`.
import { fileURLToPath } from "node:url";
import { createCodeMode, httpClient, loadSpec, type CodeModeResult } from "@skill-kit/code-mode";
import { startPetShelterApi } from "./pet-shelter-api.js";

export const specPath = fileURLToPath(new URL("../skills/pet-shelter/openapi.json", import.meta.url));

/** What the model's code finds in the spec and gets from the API. */
export interface ExampleRun {
  readonly found: CodeModeResult;
  readonly adopted: CodeModeResult;
}

export async function runExample(): Promise<ExampleRun> {
  const api = await startPetShelterApi();
  try {
    const codeMode = createCodeMode({ spec: await loadSpec(specPath), clients: { shelter: httpClient({ baseUrl: api.url }) } });
    // What a model writes for `search`: the operations about adoption, with what they take.
    const found = await codeMode.search(`
      const hits = [];
      for (const [path, operations] of Object.entries(spec.paths))
        for (const [method, operation] of Object.entries(operations))
          if (operation.operationId && /adopt|list/i.test(operation.operationId)) hits.push(method.toUpperCase() + " " + path + " " + operation.operationId);
      return hits;`);
    // What it writes for `execute`: find an available cat and record its adoption, in one run.
    const adopted = await codeMode.execute(`
      const cats = await clients.shelter({ path: "/animals", query: { species: "cat", status: "available" } });
      console.log("available cats:", cats.body.map((cat) => cat.name).join(", "));
      const [cat] = cats.body;
      const adoption = await clients.shelter({ method: "POST", path: "/animals/" + cat.id + "/adoption", body: { adopter: "Grace" } });
      return { status: adoption.status, name: adoption.body.name, adopter: adoption.body.adopter };`);
    return { found, adopted };
  } finally {
    await api.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { found, adopted } = await runExample();
  console.log("search →", JSON.stringify(found));
  console.log("execute →", JSON.stringify(adopted));
}
