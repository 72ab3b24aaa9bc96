/**
 * Shown instead of the app when its run-time configuration is missing or
 * malformed: it names the file and every problem found, so whoever deployed the
 * build can fix it without reading the console.
 */
export function ConfigErrorPage({
  source,
  problems,
}: {
  source: string;
  problems: readonly string[];
}) {
  return (
    <main className="container py-5" style={{ maxWidth: 720 }} aria-labelledby="config-error-title">
      <h1 id="config-error-title" className="h3">
        The app is not configured
      </h1>
      <p>
        Its configuration <code className="text-body-emphasis">{source}</code> is missing or
        malformed:
      </p>
      <ul className="list-group mb-4">
        {problems.map((problem) => (
          <li key={problem} className="list-group-item">
            {problem}
          </li>
        ))}
      </ul>
      <p className="text-body-secondary">
        Fix the file next to the built app and reload this page.
      </p>
    </main>
  );
}
