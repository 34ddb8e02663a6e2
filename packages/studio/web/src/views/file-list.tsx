// A skill's files; choosing one shows its text below the list.
import { useState } from "preact/hooks";
import { getJson, segment } from "../api/client.js";
import { fileTextOf } from "../api/decode-skills.js";

interface Shown {
  readonly path: string;
  readonly text: string | undefined;
  readonly error: string | undefined;
}

export function FileList({
  skill,
  files,
}: {
  readonly skill: string;
  readonly files: readonly { readonly path: string; readonly bytes: number }[];
}) {
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const open = (path: string): void => {
    setShown({ path, text: undefined, error: undefined });
    getJson(`/api/skills/${segment(skill)}/file?path=${encodeURIComponent(path)}`, fileTextOf).then(
      (file) => {
        setShown({ path, text: file.text, error: undefined });
      },
      (error: unknown) => {
        setShown({ path, text: undefined, error: error instanceof Error ? error.message : String(error) });
      },
    );
  };
  return (
    <section aria-labelledby="files-heading" class="narrow">
      <h2 id="files-heading">Files</h2>
      <ul class="files">
        {files.map((file) => (
          <li key={file.path}>
            <button
              type="button"
              data-file={file.path}
              aria-pressed={shown?.path === file.path}
              onClick={() => {
                open(file.path);
              }}
            >
              {file.path}
            </button>{" "}
            <span class="muted">{file.bytes} B</span>
          </li>
        ))}
      </ul>
      {shown && (
        <section aria-labelledby="file-heading" data-file-view={shown.path}>
          <h3 id="file-heading" class="path">
            {shown.path}
          </h3>
          {shown.error !== undefined ? (
            <p role="alert" class="error">
              {shown.error}
            </p>
          ) : (
            <pre data-file-text="true" tabIndex={0}>
              {shown.text ?? "Loading…"}
            </pre>
          )}
        </section>
      )}
    </section>
  );
}
