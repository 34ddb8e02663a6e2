#!/usr/bin/env node
// The `skill-kit-mcp` executable: serves the skills under `--skills <dir>...` over stdio.
import { serveSkills } from "./serve-skills.js";

// Exits once served: a call still waiting on a process that was stopped must not keep the server up.
process.exit(await serveSkills(process.argv.slice(2)));
