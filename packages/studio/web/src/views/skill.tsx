// `#/skills/<id>`: the skill's SKILL.md rendered (by the server, raw HTML escaped) and its files.
import { useState } from "preact/hooks";
import { segment } from "../api/client.js";
import { skillPageOf } from "../api/decode-skills.js";
import { useApi } from "../api/use-api.js";
import { demoteHeadings } from "../headings.js";
import { hrefOf } from "../route.js";
import { linkUse } from "../skill-link.js";
import { Heading } from "../shell/heading.js";
import { Pending } from "../shell/status.js";
import { FileList } from "./file-list.js";
import { Problems } from "./problems.js";

export function SkillView({ id }: { readonly id: string }) {
  const { loaded } = useApi(`/api/skills/${segment(id)}`, skillPageOf);
  const [opened, setOpened] = useState<string | undefined>(undefined);
  if (loaded.state !== "ready") {
    return (
      <>
        <Heading title={id} />
        <Pending loaded={loaded} />
      </>
    );
  }
  const { skill, html, files } = loaded.data;
  const follow = (event: MouseEvent): void => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const href = link?.getAttribute("href");
    if (href === null || href === undefined) return;
    const use = linkUse(
      href,
      files.map((file) => file.path),
    );
    if (use.kind === "follow") return;
    event.preventDefault();
    if (use.kind === "file") setOpened(use.path);
  };
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
          {html === "" && (
            <p class="muted" data-no-skill-md="true">
              No SKILL.md: this workflow was opened from its TypeScript source (`skill-kit build` writes one).
            </p>
          )}
          <div
            data-skill-md="true"
            class="markdown"
            onClick={follow}
            dangerouslySetInnerHTML={{ __html: demoteHeadings(html) }}
          />
        </section>
        <FileList skill={skill.id} files={files} opened={opened} onOpen={setOpened} />
      </div>
    </>
  );
}
