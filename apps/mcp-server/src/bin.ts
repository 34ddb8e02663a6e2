#!/usr/bin/env node
// The `skill-kit-mcp` executable: serves the skills under `--skills <dir>...` over stdio.
import { serveSkills } from "./serve-skills.js";

process.exitCode = await serveSkills(process.argv.slice(2));
