// `#/drive/<skillId>`: choose a host and start a run (POST /api/drive), then answer its steps.
import { useState } from "preact/hooks";
import { postJson } from "../api/client.js";
import { apiErrorOf, startedOf } from "../api/decode-step.js";
import { hrefOf } from "../route.js";
import { Heading } from "../shell/heading.js";
import { ErrorAlert } from "./error-alert.js";
import { HostSelect } from "./host-select.js";

export interface DriveProps {
  readonly skill: string;
  readonly host: string;
  readonly onHost: (host: string) => void;
}

export function DriveStart({ skill, host, onHost }: DriveProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const start = async (): Promise<void> => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await postJson("/api/drive", host === "" ? { skill } : { skill, host });
      const problem = apiErrorOf(answer.body);
      if (answer.status !== 200 || problem !== undefined)
        throw new Error(problem ? `${problem.code}: ${problem.message}` : `HTTP ${answer.status}`);
      window.location.hash = hrefOf({ view: "drive", skill, run: startedOf(answer.body).run });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  return (
    <>
      <Heading title={`Drive ${skill}`} />
      <p>Start a run of this skill in the studio's store (the CLI or an MCP server can continue it), then answer each step.</p>
      <HostSelect host={host} onHost={onHost} />
      <p>
        <button type="button" disabled={busy} onClick={() => void start()}>
          Start a run
        </button>
      </p>
      {error !== undefined && <ErrorAlert message={error} issues={[]} />}
    </>
  );
}
