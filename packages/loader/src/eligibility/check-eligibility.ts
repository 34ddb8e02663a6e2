// Eligibility filters from `metadata`: required programs, any-of programs, environment variables, OS.
import { createPathLookup, type BinaryFinder } from "./find-binary.js";
import { isYamlList, isYamlMapping, type YamlValue } from "../yaml-value.js";

/** One requirement and whether it is met, with a reason a person can act on. */
export interface EligibilityCheck {
  readonly requirement: "bins" | "anyBins" | "env" | "os";
  readonly met: boolean;
  readonly reason: string;
}

/** The verdict: eligible when every check is met (no requirements: eligible). */
export interface Eligibility {
  readonly eligible: boolean;
  readonly checks: readonly EligibilityCheck[];
}

/** What to check against; every part can be injected for tests. */
export interface EligibilityOptions {
  readonly platform?: NodeJS.Platform;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly findBinary?: BinaryFinder;
}

type Mapping = { readonly [key: string]: YamlValue };

const OS_ALIASES: Readonly<Record<string, string>> = {
  macos: "darwin",
  mac: "darwin",
  osx: "darwin",
  windows: "win32",
  win: "win32",
};

function names(value: YamlValue | undefined): string[] {
  if (typeof value === "string") return value.split(/[\s,]+/).filter((item) => item !== "");
  if (isYamlList(value))
    return value
      .filter((item): item is string => typeof item === "string")
      .map((item) => item.trim())
      .filter((item) => item !== "");
  return [];
}

function pick(mapping: Mapping, keys: readonly string[]): YamlValue | undefined {
  const key = keys.find((candidate) => Object.hasOwn(mapping, candidate));
  return key === undefined ? undefined : mapping[key];
}

/** `metadata` itself and any namespace below it (such as `metadata.openclaw`) that declares requirements. */
function requirementSources(metadata: Mapping): Mapping[] {
  const nested = Object.values(metadata)
    .filter(isYamlMapping)
    .filter((value) => Object.hasOwn(value, "requires") || Object.hasOwn(value, "os"));
  return [metadata, ...nested];
}

/**
 * Reads `requires.bins` (all needed), `requires.anyBins` (one needed), `requires.env` (all set and
 * non-empty) and `os` (one of; `macos`/`windows` accepted) from `metadata` or a namespace inside
 * it, and checks each. Lists may be YAML lists or comma/space-separated text.
 */
export function checkEligibility(metadata: Mapping | undefined, options: EligibilityOptions = {}): Eligibility {
  const env = options.env ?? process.env;
  const platform = options.platform ?? process.platform;
  const find = options.findBinary ?? createPathLookup({ env, platform });
  const checks: EligibilityCheck[] = [];
  for (const source of metadata === undefined ? [] : requirementSources(metadata)) {
    const requires = isYamlMapping(source.requires) ? source.requires : {};
    const bins = names(pick(requires, ["bins"]));
    if (bins.length > 0) {
      const missing = bins.filter((bin) => find(bin) === undefined);
      const reason =
        missing.length === 0
          ? `found ${bins.join(", ")} on PATH`
          : `missing on PATH: ${missing.join(", ")} (all of ${bins.join(", ")} are required)`;
      checks.push({ requirement: "bins", met: missing.length === 0, reason });
    }
    const anyBins = names(pick(requires, ["anyBins", "any-bins", "any_bins"]));
    if (anyBins.length > 0) {
      const found = anyBins.find((bin) => find(bin) !== undefined);
      const reason =
        found === undefined ? `none of ${anyBins.join(", ")} is on PATH (one is required)` : `found ${found} on PATH`;
      checks.push({ requirement: "anyBins", met: found !== undefined, reason });
    }
    const variables = names(pick(requires, ["env"]));
    if (variables.length > 0) {
      const unset = variables.filter((name) => (env[name] ?? "") === "");
      const reason = unset.length === 0 ? `${variables.join(", ")} set` : `environment variable(s) not set: ${unset.join(", ")}`;
      checks.push({ requirement: "env", met: unset.length === 0, reason });
    }
    const systems = names(pick(source, ["os"]) ?? pick(requires, ["os"])).map(
      (name) => OS_ALIASES[name.toLowerCase()] ?? name.toLowerCase(),
    );
    if (systems.length > 0) {
      const met = systems.includes(platform);
      checks.push({
        requirement: "os",
        met,
        reason: met ? `running on ${platform}` : `runs on ${systems.join(", ")}; this is ${platform}`,
      });
    }
  }
  return { eligible: checks.every((check) => check.met), checks };
}
