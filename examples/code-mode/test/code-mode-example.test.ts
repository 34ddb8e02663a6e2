// The example runs as written: search finds the shelter's operations in its OpenAPI document, execute
// adopts out an available cat through the loopback API; and the skill's own clients module works.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadSpec } from "@skill-kit/code-mode";
import { describe, expect, it } from "vitest";
import { runExample, specPath } from "../src/main.js";
import { startPetShelterApi } from "../src/pet-shelter-api.js";

const skill = fileURLToPath(new URL("../skills/pet-shelter", import.meta.url));

describe("code mode over the pet shelter", () => {
  it("finds the operations with search and adopts out a cat with execute", async () => {
    const { found, adopted } = await runExample();
    expect(found).toEqual({
      result: ["GET /animals listAnimals", "POST /animals/{animalId}/adoption adoptAnimal", "GET /branches listBranches"],
      output: "",
    });
    expect(adopted).toEqual({ result: { status: 200, name: "Miso", adopter: "Grace" }, output: "available cats: Miso\n" });
  });

  it("the skill's clients module calls the API the spec describes (what skill-kit-mcp --code-mode serves)", async () => {
    const api = await startPetShelterApi();
    process.env["PET_SHELTER_URL"] = api.url;
    try {
      const module: unknown = await import(pathToFileURL(join(skill, "clients.mjs")).href);
      const shelter: unknown =
        typeof module === "object" && module !== null && "clients" in module
          ? Reflect.get(Object(module.clients), "shelter")
          : undefined;
      const call: unknown = typeof shelter === "object" && shelter !== null ? Reflect.get(shelter, "call") : undefined;
      if (typeof call !== "function") throw new Error("clients.shelter.call is missing");
      const answer: unknown = await Reflect.apply(call, shelter, [{ path: "/branches" }]);
      expect(answer).toEqual({
        status: 200,
        body: [
          { name: "north", animals: 2 },
          { name: "south", animals: 2 },
        ],
      });
      const spec = await loadSpec(specPath);
      const paths: unknown = typeof spec === "object" && spec !== null ? Reflect.get(spec, "paths") : undefined;
      expect(typeof paths === "object" && paths !== null ? Object.keys(paths) : []).toContain("/branches");
    } finally {
      delete process.env["PET_SHELTER_URL"];
      await api.close();
    }
  });
});
