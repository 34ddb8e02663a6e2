// The library's routes: the skills found, one skill with its SKILL.md rendered and its files, a
// file's text, a workflow's graph, and the hosts a prompt can be shown for.
import type { StudioRoute } from "../server/route.js";
import { hostsRoute } from "./hosts-route.js";
import { skillRoutes } from "./skill-routes.js";

export const libraryRoutes: readonly StudioRoute[] = [...skillRoutes, hostsRoute];
