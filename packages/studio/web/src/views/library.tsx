// `#/`: every skill found, with its diagnostics, scan findings and catalog use.
import { libraryOf } from "../api/decode-skills.js";
import type { SkillSummary } from "../api/types.js";
import { useApi } from "../api/use-api.js";
import { hrefOf } from "../route.js";
import { Heading } from "../shell/heading.js";
import { Pending } from "../shell/status.js";
import { Problems } from "./problems.js";

function SkillCard({ skill }: { readonly skill: SkillSummary }) {
  const headingId = `skill-${skill.id}`;
  return (
    <li>
      <article data-skill={skill.id} aria-labelledby={headingId} class="card">
        <h2 id={headingId}>
          <a href={hrefOf({ view: "skill", skill: skill.id })}>{skill.name}</a>
        </h2>
        <p>{skill.description}</p>
        <p class="muted">
          {skill.kind} skill · {skill.catalogChars} catalog characters · <span class="path">{skill.dir}</span>
        </p>
        <Problems skill={skill} />
        {skill.kind === "workflow" && (
          <p class="actions">
            <a href={hrefOf({ view: "graph", skill: skill.id, run: undefined })} aria-label={`Graph of ${skill.name}`}>
              Graph
            </a>
            <a href={hrefOf({ view: "drive", skill: skill.id, run: undefined })} aria-label={`Drive ${skill.name}`}>
              Drive
            </a>
          </p>
        )}
      </article>
    </li>
  );
}

export function LibraryView() {
  const { loaded } = useApi("/api/skills", libraryOf);
  return (
    <>
      <Heading title="Library" />
      {loaded.state !== "ready" ? (
        <Pending loaded={loaded} />
      ) : (
        <>
          <Budget used={loaded.data.catalog.usedChars} budget={loaded.data.catalog.budgetChars} />
          {loaded.data.skills.length === 0 ? (
            <p>
              No skills found. Start the studio with <code>--skills &lt;dir&gt;</code>.
            </p>
          ) : (
            <ul class="cards">
              {loaded.data.skills.map((skill) => (
                <SkillCard key={skill.id} skill={skill} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function Budget({ used, budget }: { readonly used: number; readonly budget: number }) {
  const share = budget > 0 ? Math.round((used / budget) * 100) : 0;
  const over = used > budget;
  return (
    <p data-budget={over ? "over" : "within"} class={over ? "budget over" : "budget"}>
      <label>
        Catalog budget: {used} of {budget} characters ({share}%){over ? ", over budget" : ""}{" "}
        <meter min={0} max={budget} value={used} high={budget * 0.9} optimum={0} />
      </label>
    </p>
  );
}
