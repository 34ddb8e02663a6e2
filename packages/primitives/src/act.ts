// The `act` namespace: the six primitive builders in one object.
import { askUser } from "./ask-user.js";
import { checklist } from "./checklist.js";
import { confirm } from "./confirm.js";
import { plan } from "./plan.js";
import { subagent } from "./subagent.js";
import { survey } from "./survey.js";

/** The primitive builders; each is also exported on its own under the same name. */
export const act = Object.freeze({ askUser, confirm, plan, checklist, survey, subagent });
