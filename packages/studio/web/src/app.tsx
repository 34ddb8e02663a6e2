// The page: a skip link, the nav, and the view the hash names in <main data-view>.
import { useState } from "preact/hooks";
import type { Route } from "./route.js";
import { useRoute } from "./shell/use-route.js";
import { DriveRun } from "./views/drive-run.js";
import { DriveStart } from "./views/drive-start.js";
import { GraphView } from "./views/graph.js";
import { LibraryView } from "./views/library.js";
import { MissingView } from "./views/missing.js";
import { RunView } from "./views/run.js";
import { RunsView } from "./views/runs.js";
import { SkillView } from "./views/skill.js";

function View({
  route,
  host,
  onHost,
}: {
  readonly route: Route;
  readonly host: string;
  readonly onHost: (host: string) => void;
}) {
  switch (route.view) {
    case "library":
      return <LibraryView />;
    case "skill":
      return <SkillView key={route.skill} id={route.skill} />;
    case "graph":
      return <GraphView key={route.skill} skill={route.skill} run={route.run} />;
    case "runs":
      return <RunsView />;
    case "run":
      return <RunView key={route.run} run={route.run} />;
    case "drive":
      return route.run === undefined ? (
        <DriveStart key={route.skill} skill={route.skill} host={host} onHost={onHost} />
      ) : (
        <DriveRun key={route.run} skill={route.skill} run={route.run} host={host} onHost={onHost} />
      );
    case "missing":
      return <MissingView hash={route.hash} />;
  }
}

const navOf = (route: Route): "library" | "runs" | undefined =>
  route.view === "runs" || route.view === "run" ? "runs" : route.view === "missing" ? undefined : "library";

export function App() {
  const route = useRoute();
  const [host, setHost] = useState("");
  const section = navOf(route);
  return (
    <>
      <a class="skip" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <header class="top">
        <p class="brand">skill-kit studio</p>
        <nav aria-label="Studio">
          <a href="#/" aria-current={section === "library" ? "page" : undefined}>
            Library
          </a>
          <a href="#/runs" aria-current={section === "runs" ? "page" : undefined}>
            Runs
          </a>
        </nav>
      </header>
      <main id="main" tabIndex={-1} data-view={route.view}>
        <View route={route} host={host} onHost={setHost} />
      </main>
    </>
  );
}

/** The skip link moves the focus without changing the hash (the hash is the route). */
function skipToMain(event: MouseEvent): void {
  event.preventDefault();
  document.getElementById("main")?.focus();
}
