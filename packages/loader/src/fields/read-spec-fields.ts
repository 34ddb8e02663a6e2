// The spec's fields for the lenient loader: name falls back to the folder, description is required.
import { checkSkillName } from "./check-skill-name.js";
import type { FieldReader } from "./field-reader.js";
import { codePointLength } from "../code-points.js";
import type { SpecFields } from "../skill.js";
import { isYamlList } from "../yaml-value.js";
import { withoutUndefined } from "../without-undefined.js";

/** The spec fields, or the reason the skill cannot load (no usable name or description). */
export type SpecFieldsResult =
  | { readonly ok: true; readonly spec: SpecFields }
  | { readonly ok: false; readonly rule: string; readonly message: string };

function readName(fields: FieldReader, directoryName: string | undefined): string | undefined {
  const name = fields.text("name");
  if (name !== undefined && name !== "") {
    for (const finding of checkSkillName(name, directoryName)) fields.warn(finding.rule, finding.message);
    return name;
  }
  if (directoryName === undefined) return undefined;
  fields.warn("name-missing", `frontmatter has no usable 'name'; the folder name '${directoryName}' is used instead`);
  return directoryName;
}

function readAllowedTools(fields: FieldReader): string | undefined {
  const value = fields.get("allowed-tools");
  if (isYamlList(value) && value.every((item) => typeof item === "string")) return value.join(" ");
  return fields.text("allowed-tools");
}

/** Reads name, description, license, compatibility, metadata and allowed-tools. */
export function readSpecFields(fields: FieldReader, directoryName: string | undefined): SpecFieldsResult {
  const description = fields.get("description");
  if (description === undefined) {
    return {
      ok: false,
      rule: "description-missing",
      message: "frontmatter has no 'description'; a skill without one is skipped",
    };
  }
  if (typeof description !== "string" || description.trim() === "") {
    return {
      ok: false,
      rule: "description-empty",
      message: "frontmatter 'description' must be non-empty text; the skill is skipped",
    };
  }
  const name = readName(fields, directoryName);
  if (name === undefined)
    return { ok: false, rule: "name-missing", message: "frontmatter has no usable 'name' and no folder name is known" };
  const length = description.length <= 1024 ? description.length : codePointLength(description);
  if (length > 1024) fields.warn("description-too-long", `description is ${length} characters; the spec allows at most 1024`);
  const compatibility = fields.text("compatibility");
  if (compatibility !== undefined && compatibility.length > 500 && codePointLength(compatibility) > 500) {
    fields.warn(
      "compatibility-too-long",
      `compatibility is ${codePointLength(compatibility)} characters; the spec allows at most 500`,
    );
  }
  const spec = withoutUndefined({
    name,
    description: description.trim(),
    license: fields.text("license"),
    compatibility,
    metadata: fields.mapping("metadata"),
    allowedTools: readAllowedTools(fields),
  });
  return { ok: true, spec };
}
