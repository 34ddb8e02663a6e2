// An error as the agent would get it: code and message, then the schema's issues.
export function ErrorAlert({ message, issues }: { readonly message: string; readonly issues: readonly string[] }) {
  const more = issues.filter((issue) => !message.includes(issue));
  return (
    <div role="alert" class="error">
      <p>{message}</p>
      {more.length > 0 && (
        <ul>
          {more.map((issue, index) => (
            <li key={index}>{issue}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
