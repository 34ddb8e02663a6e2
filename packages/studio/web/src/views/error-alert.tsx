// An error as the agent would get it: code and message, then the schema's issues.
export function ErrorAlert({ message, issues }: { readonly message: string; readonly issues: readonly string[] }) {
  return (
    <div role="alert" class="error">
      <p>{message}</p>
      {issues.length > 0 && (
        <ul>
          {issues.map((issue, index) => (
            <li key={index}>{issue}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
