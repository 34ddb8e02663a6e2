// `act.confirm`: a yes/no question (tag `confirm`).
import type { ActSegmentOf, ConfirmConfig } from "./act-segment.js";
import { expectChoice, expectObject, expectOptionalBoolean, expectText } from "./config-checks.js";
import { escapeText } from "./escape-xml.js";

const where = "act.confirm";

/** Asks the user to confirm `message`; the default answer is "no" unless `defaultAnswer` is "yes". */
export function confirm(config: ConfirmConfig): ActSegmentOf<"confirm"> {
  expectObject({ where, field: "config" }, config);
  expectText({ where, field: "message" }, config.message);
  expectOptionalBoolean({ where, field: "destructive" }, config.destructive);
  expectChoice({ where, field: "defaultAnswer" }, config.defaultAnswer, { allowed: ["yes", "no"], optional: true });
  const segment: ActSegmentOf<"confirm"> = { kind: "act", primitive: "confirm", config: Object.freeze({ ...config }) };
  return Object.freeze(segment);
}

/** The `<confirm>` XML of `config`, on one line (§4.2). */
export function renderConfirm(config: ConfirmConfig): string {
  const answer = config.defaultAnswer === "yes" ? "yes" : "no";
  const destructive = config.destructive === true ? ` destructive="true"` : "";
  return `<confirm default="${answer}"${destructive}>${escapeText(config.message)}</confirm>`;
}
