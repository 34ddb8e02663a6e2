// A skill's files; the one opened (by its button or a link in SKILL.md) shows its text below the list.
import { useEffect, useRef, useState } from "preact/hooks";
import { getJson, segment } from "../api/client.js";
import { fileTextOf } from "../api/decode-skills.js";

interface Shown {
  readonly path: string;
  readonly text: string | undefined;
  readonly error: string | undefined;
}

export interface FileListProps {
  readonly skill: string;
  readonly files: readonly { readonly path: string; readonly bytes: number }[];
  /** The file to show, and how to ask for another. */
  readonly opened: string | undefined;
  readonly onOpen: (path: string) => void;
}

export function FileList({ skill, files, opened, onOpen }: FileListProps) {
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (opened === undefined) return;
    const controller = new AbortController();
    setShown({ path: opened, text: undefined, error: undefined });
    getJson(`/api/skills/${segment(skill)}/file?path=${encodeURIComponent(opened)}`, fileTextOf, controller.signal).then(
      (file) => {
        setShown({ path: opened, text: file.text, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setShown({ path: opened, text: undefined, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      controller.abort();
    };
  }, [skill, opened]);
  const shownPath = shown?.path;
  useEffect(() => {
    if (shownPath !== undefined) heading.current?.focus();
  }, [shownPath]);
  const open = onOpen;
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
          <h3 id="file-heading" class="path" ref={heading} tabIndex={-1}>
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
