// Example values and a parameters table from a JSON Schema, for the generated SKILL.md.

export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly default?: unknown;
  readonly items?: JsonSchema;
  readonly minItems?: number;
}

/** A value that satisfies common schemas: defaults, the first enum value, "…" for strings. */
export function exampleOf(schema: JsonSchema | null | undefined): unknown {
  if (schema === null || schema === undefined) return {};
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.anyOf?.[0] !== undefined) return exampleOf(schema.anyOf[0]);
  const type = typeof schema.type === "string" ? schema.type : schema.type?.[0];
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key) ?? false)
          .map(([key, value]) => [key, exampleOf(value)]),
      );
    case "array":
      return schema.minItems !== undefined && schema.minItems > 0 ? [exampleOf(schema.items)] : [];
    case "string":
      return "…";
    case "number":
    case "integer":
      return 0;
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return {};
  }
}

const typeCell = (schema: JsonSchema): string => {
  if (schema.enum !== undefined) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(" \\| ");
  if (schema.anyOf !== undefined) return schema.anyOf.map(typeCell).join(" \\| ");
  const type = schema.type ?? "any";
  return typeof type === "string" ? type : type.join(" \\| ");
};

/** `| Name | Type | Required | Default |` rows; Required is Yes only when required and without default. */
export function paramsTable(schema: JsonSchema | null | undefined): string | undefined {
  const entries = Object.entries(schema?.properties ?? {});
  if (entries.length === 0) return undefined;
  const rows = entries.map(([name, field]) => {
    const required = (schema?.required?.includes(name) ?? false) && field.default === undefined;
    const fallback = field.default === undefined ? "—" : `\`${JSON.stringify(field.default)}\``;
    return `| ${name} | ${typeCell(field)} | ${required ? "Yes" : "No"} | ${fallback} |`;
  });
  return ["| Name | Type | Required | Default |", "|---|---|---|---|", ...rows].join("\n");
}
