// Any hash the studio does not know.
import { Heading } from "../shell/heading.js";

export function MissingView({ hash }: { readonly hash: string }) {
  return (
    <>
      <Heading title="Not found" />
      <p>
        Nothing lives at <code>{hash}</code>. Go to the <a href="#/">library</a>.
      </p>
    </>
  );
}
