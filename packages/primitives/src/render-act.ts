// Renders any act segment to its XML, dispatching on the primitive.
import type { ActSegment } from "./act-segment.js";
import { renderAskUser } from "./ask-user.js";
import { renderChecklistTag } from "./checklist.js";
import { renderConfirm } from "./confirm.js";
import { describeValue } from "./describe-value.js";
import { renderPlan } from "./plan.js";
import { PrimitiveConfigError } from "./primitive-config-error.js";
import { primitiveTags } from "./primitive-candidates.js";
import type { RenderContext } from "./render-context.js";
import { renderSubagent } from "./subagent.js";
import { renderSurvey } from "./survey.js";

/** The XML of `segment` exactly as §4 specifies, with attributes and text escaped. */
export function renderAct(segment: ActSegment, context: RenderContext): string {
  switch (segment.primitive) {
    case "ask-user":
      return renderAskUser(segment.config);
    case "confirm":
      return renderConfirm(segment.config);
    case "plan":
      return renderPlan(segment.config);
    case "checklist":
      return renderChecklistTag(segment.config);
    case "subagent":
      return renderSubagent(segment.config, context.skillName);
    case "survey":
      return renderSurvey(segment.config);
    default:
      throw new PrimitiveConfigError({
        message: `renderAct: primitive: expected one of ${primitiveTags.join(", ")}, found ${describeValue(Reflect.get(segment, "primitive"))}`,
        data: { where: "renderAct", field: "primitive" },
      });
  }
}
