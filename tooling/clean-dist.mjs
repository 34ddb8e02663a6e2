// Removes ./dist before a build so no stale output survives a rename.
import { rmSync } from "node:fs";
rmSync("dist", { recursive: true, force: true });
