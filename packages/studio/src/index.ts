// @skill-kit/studio: a local web page to see and drive skills. `skill-kit studio` starts it.
export { startStudio } from "./start-studio.js";
export type { Studio, StudioOptions } from "./start-studio.js";
export type { StudioAnswer, StudioContext, StudioEvent, StudioRequest, StudioRoute, StudioSkill } from "./server/route.js";
