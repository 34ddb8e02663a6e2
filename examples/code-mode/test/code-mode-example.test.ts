// The example runs as written: search finds the shelter's operations in its OpenAPI document, execute
// adopts out an available cat through the loopback API; and the skill's own clients module works.
import { loadSpec } from "@skill-kit/code-mode";
import { describe, expect, it } from "vitest";
import { runExample, specPath } from "../src/main.js";
import { startPetShelterApi } from "../src/pet-shelter-api.js";

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
      const { clients, limits } = await import("../skills/pet-shelter/clients.mjs");
      expect(limits).toEqual({ timeMs: 5000 });
      const answer: unknown = await clients.shelter.call({ path: "/branches" });
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
