// `#/skills/<id>`: the skill's SKILL.md rendered (by the server, raw HTML escaped) and its files.
import { segment } from "../api/client.js";
import { skillPageOf } from "../api/decode-skills.js";
import { useApi } from "../api/use-api.js";
import { hrefOf } from "../route.js";
import { Heading } from "../shell/heading.js";
import { Pending } from "../shell/status.js";
import { FileList } from "./file-list.js";
import { Problems } from "./problems.js";

export function SkillView({ id }: { readonly id: string }) {
  const { loaded } = useApi(`/api/skills/${segment(id)}`, skillPageOf);
  if (loaded.state !== "ready") {
    return (
      <>
        <Heading title={id} />
        <Pending loaded={loaded} />
      </>
    );
  }
  const { skill, html, files } = loaded.data;
  return (
    <>
      <Heading title={skill.name} />
      <p>{skill.description}</p>
      <p class="muted">
        {skill.kind} skill in <span class="path">{skill.dir}</span>
      </p>
      {skill.kind === "workflow" && (
        <p class="actions">
          <a href={hrefOf({ view: "graph", skill: skill.id, run: undefined })}>Graph</a>
          <a href={hrefOf({ view: "drive", skill: skill.id, run: undefined })}>Drive</a>
        </p>
      )}
      <Problems skill={skill} />
      <div class="columns">
        <section aria-labelledby="skill-md-heading" class="wide">
          <h2 id="skill-md-heading">SKILL.md</h2>
          <div data-skill-md="true" class="markdown" dangerouslySetInnerHTML={{ __html: html }} />
        </section>
        <FileList skill={skill.id} files={files} />
      </div>
    </>
  );
}
