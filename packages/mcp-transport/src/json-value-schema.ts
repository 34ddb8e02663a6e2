// Any JSON value, in zod: what an `advance` output may honestly be. Shared with `@skill-kit/skill-server`
// through `./internal`, so both servers' `advance` tools take the same output.
import * as z from "zod";

export const jsonValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);
