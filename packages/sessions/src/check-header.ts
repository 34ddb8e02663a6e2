// Line 1 of a session file, checked field by field: a later call reads each of these, so a
// hand-edited header is refused here with the field's name instead of failing somewhere after.
import { SessionError } from "@skill-kit/core";
import type { RunHeader } from "./run-records.js";

interface Field<T> {
  readonly name: string;
  readonly is: (value: unknown) => value is T;
  readonly expected: string;
}

const text = (name: string): Field<string> => ({
  name,
  is: (value): value is string => typeof value === "string",
  expected: "a string",
});
const tools: Field<readonly string[]> = {
  name: "tools",
  is: (value): value is readonly string[] => Array.isArray(value) && value.every((tool) => typeof tool === "string"),
  expected: "a list of strings",
};
const isSubagent: Field<boolean> = {
  name: "isSubagent",
  is: (value): value is boolean => typeof value === "boolean",
  expected: "true or false",
};
const outputMode: Field<"file" | "flag"> = {
  name: "outputMode",
  is: (value): value is "file" | "flag" => value === "file" || value === "flag",
  expected: '"file" or "flag"',
};

export function checkHeader(header: Readonly<Record<string, unknown>>, id: string): RunHeader {
  const refuse = (field: string, expected: string, found: string): never => {
    throw new SessionError("SESSION_CORRUPT", {
      message: `session "${id}" has an invalid header field "${field}": expected ${expected}, ${found}. The file was left as it is.`,
    });
  };
  const optional = <T>(field: Field<T>): T | undefined => {
    if (!Object.hasOwn(header, field.name)) return undefined;
    const value = header[field.name];
    return field.is(value) ? value : refuse(field.name, field.expected, `found ${JSON.stringify(value)}`);
  };
  const required = <T>(field: Field<T>): T => optional(field) ?? refuse(field.name, field.expected, "it is missing");
  if (!Object.hasOwn(header, "params")) refuse("params", "a JSON value", "it is missing");
  const subskill = optional(text("subskill"));
  const toolList = optional(tools);
  const subagent = optional(isSubagent);
  const owner = optional(text("owner"));
  return {
    type: "header",
    sessionId: id,
    skill: required(text("skill")),
    ...(subskill === undefined ? {} : { subskill }),
    host: required(text("host")),
    ...(toolList === undefined ? {} : { tools: toolList }),
    ...(subagent === undefined ? {} : { isSubagent: subagent }),
    params: header["params"],
    createdAt: required(text("createdAt")),
    outputMode: required(outputMode),
    ...(owner === undefined ? {} : { owner }),
  };
}
