// `reference()`: a skill made only of topics the agent loads on demand.
import type { FrontmatterExtras, PackageConfig, ReferenceDefinition, TopicConfig } from "../definition.js";
import { SkillDefinitionError } from "../errors.js";
import { frontmatterOf } from "./frontmatter.js";
import type { VersionChoice } from "./skill-config.js";

export type ReferenceConfig = {
  readonly name: string;
  readonly description: string;
  readonly triggers?: readonly string[];
  readonly package?: PackageConfig;
} & VersionChoice &
  FrontmatterExtras;

export class ReferenceBuilder {
  private readonly topics: Record<string, TopicConfig> = {};

  constructor(private readonly config: ReferenceConfig) {}

  topic(name: string, topic: TopicConfig): this {
    this.topics[name] = topic;
    return this;
  }

  build(): ReferenceDefinition {
    const { config } = this;
    const fail = (message: string): never => {
      throw new SkillDefinitionError({ message: `Reference "${config.name}": ${message}`, data: { skill: config.name } });
    };
    if (typeof config.name !== "string" || config.name.trim() === "") fail("a reference needs a non-empty name");
    if (typeof config.description !== "string" || config.description.trim() === "") fail("a reference needs a description");
    if (Object.keys(this.topics).length === 0) fail("a reference needs at least one topic");
    const versions: { readonly version?: unknown; readonly resolveVersion?: unknown } = config;
    if (versions.version !== undefined && versions.resolveVersion === true)
      fail("set either version or resolveVersion, not both");
    return Object.freeze({
      kind: "reference" as const,
      name: config.name,
      version: config.version ?? "0.0.0",
      resolveVersion: config.resolveVersion === true,
      description: config.description,
      triggers: Object.freeze([...(config.triggers ?? [])]),
      package: config.package,
      frontmatter: frontmatterOf(config),
      topics: Object.freeze({ ...this.topics }),
    });
  }
}

export function reference(config: ReferenceConfig): ReferenceBuilder {
  return new ReferenceBuilder(config);
}
