// A view's one h1; it takes the focus when the view opens (after a route change) so that screen
// readers announce the new page, and sets the document title.
import { useEffect, useRef } from "preact/hooks";
import type { ComponentChildren } from "preact";

export function Heading({ title, children }: { readonly title: string; readonly children?: ComponentChildren }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · skill-kit studio`;
    if (document.activeElement === document.body || document.activeElement === null) return;
    ref.current?.focus();
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children ?? title}
    </h1>
  );
}
