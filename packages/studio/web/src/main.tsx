// Entry point of the bundle (web/build.mjs): mounts the app into <div id="app">.
import { render } from "preact";
import { App } from "./app.js";

const root = document.getElementById("app");
if (root) render(<App />, root);
