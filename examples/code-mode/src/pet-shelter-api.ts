// The pet shelter's API, in memory, on loopback: what skills/pet-shelter/openapi.json describes.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

interface Animal {
  id: number;
  name: string;
  species: string;
  ageYears?: number;
  branch: string;
  status: "available" | "adopted";
  adopter?: string;
}

export interface PetShelterApi {
  /** The base URL, `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly close: () => Promise<void>;
}

const seed: readonly Omit<Animal, "id">[] = [
  { name: "Miso", species: "cat", ageYears: 3, branch: "north", status: "available" },
  { name: "Biscuit", species: "dog", ageYears: 5, branch: "north", status: "available" },
  { name: "Clover", species: "rabbit", ageYears: 1, branch: "south", status: "available" },
  { name: "Pepper", species: "cat", ageYears: 8, branch: "south", status: "adopted", adopter: "Ada" },
];

/** Starts the API on a free loopback port. */
export async function startPetShelterApi(): Promise<PetShelterApi> {
  const animals = seed.map((animal, index) => ({ ...animal, id: index + 1 }));
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      route(animals, { request, response, body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text === "" ? undefined : JSON.parse(text);
}

function send(response: ServerResponse, status: number, value?: unknown): void {
  response.writeHead(status, value === undefined ? {} : { "content-type": "application/json" });
  response.end(value === undefined ? undefined : JSON.stringify(value));
}

function route(
  animals: Animal[],
  call: { readonly request: IncomingMessage; readonly response: ServerResponse; readonly body: unknown },
): void {
  const { request, response, body } = call;
  const url = new URL(request.url ?? "/", "http://localhost");
  const [, first, id, action] = url.pathname.split("/");
  const method = request.method ?? "GET";
  if (first === "branches" && method === "GET") {
    const names = [...new Set(animals.map((animal) => animal.branch))];
    send(
      response,
      200,
      names.map((name) => ({ name, animals: animals.filter((animal) => animal.branch === name).length })),
    );
    return;
  }
  if (first !== "animals") {
    send(response, 404, { message: `no route ${url.pathname}` });
    return;
  }
  if (id === undefined) {
    if (method === "POST") {
      const created = newAnimal(body, animals.length + 1);
      if (created === undefined) send(response, 400, { message: "an animal needs a name, a species and a branch" });
      else {
        animals.push(created);
        send(response, 201, created);
      }
      return;
    }
    const species = url.searchParams.get("species");
    const status = url.searchParams.get("status");
    const limit = Number(url.searchParams.get("limit") ?? 20);
    const listed = animals.filter(
      (animal) => (species === null || animal.species === species) && (status === null || animal.status === status),
    );
    send(response, 200, listed.slice(0, limit));
    return;
  }
  const animal = animals.find((item) => item.id === Number(id));
  if (animal === undefined) send(response, 404, { message: `no animal ${id}` });
  else if (action === "adoption" && method === "POST") adopt(animal, { response, body });
  else if (method === "DELETE") {
    animals.splice(animals.indexOf(animal), 1);
    send(response, 204);
  } else send(response, 200, animal);
}

function adopt(animal: Animal, call: { readonly response: ServerResponse; readonly body: unknown }): void {
  if (animal.status !== "available") {
    send(call.response, 409, { message: `${animal.name} is not available` });
    return;
  }
  const adopter = typeof call.body === "object" && call.body !== null && "adopter" in call.body ? call.body.adopter : undefined;
  animal.status = "adopted";
  animal.adopter = typeof adopter === "string" ? adopter : "unknown";
  send(call.response, 200, animal);
}

function newAnimal(body: unknown, id: number): Animal | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const name = "name" in body ? body.name : undefined;
  const species = "species" in body ? body.species : undefined;
  const branch = "branch" in body ? body.branch : undefined;
  if (typeof name !== "string" || typeof species !== "string" || typeof branch !== "string") return undefined;
  return { id, name, species, branch, status: "available" };
}
