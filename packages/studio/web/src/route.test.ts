import { describe, expect, it } from "vitest";
import { hrefOf, routeOf, type Route } from "./route.js";

describe("routeOf", () => {
  it("reads every view's hash", () => {
    expect(routeOf("")).toEqual({ view: "library" });
    expect(routeOf("#/")).toEqual({ view: "library" });
    expect(routeOf("#/skills/interview")).toEqual({ view: "skill", skill: "interview" });
    expect(routeOf("#/skills/interview/graph")).toEqual({ view: "graph", skill: "interview", run: undefined });
    expect(routeOf("#/skills/interview/graph?run=r1")).toEqual({ view: "graph", skill: "interview", run: "r1" });
    expect(routeOf("#/runs")).toEqual({ view: "runs" });
    expect(routeOf("#/runs/r%201")).toEqual({ view: "run", run: "r 1" });
    expect(routeOf("#/drive/interview")).toEqual({ view: "drive", skill: "interview", run: undefined });
    expect(routeOf("#/drive/interview/r1")).toEqual({ view: "drive", skill: "interview", run: "r1" });
  });

  it("calls anything else missing, including a malformed escape", () => {
    expect(routeOf("#/skills")).toEqual({ view: "missing", hash: "#/skills" });
    expect(routeOf("#/skills/a/files")).toMatchObject({ view: "missing" });
    expect(routeOf("#/runs/%E0%A4%A")).toMatchObject({ view: "missing" });
    expect(routeOf("#/drive/a/b/c")).toMatchObject({ view: "missing" });
  });
});

describe("hrefOf", () => {
  it("encodes segments so that routeOf gives the route back", () => {
    const routes: Route[] = [
      { view: "library" },
      { view: "skill", skill: "a/b c" },
      { view: "graph", skill: "x", run: "run?&#1" },
      { view: "graph", skill: "x", run: undefined },
      { view: "runs" },
      { view: "run", run: "2026-11-29/é" },
      { view: "drive", skill: "x", run: undefined },
      { view: "drive", skill: "x#y", run: "r/1" },
    ];
    for (const route of routes) expect(routeOf(hrefOf(route))).toEqual(route);
    expect(hrefOf({ view: "skill", skill: "a/b" })).toBe("#/skills/a%2Fb");
  });
});
