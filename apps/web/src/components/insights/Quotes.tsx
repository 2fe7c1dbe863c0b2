/** A theme's or an audience's quotes, each with a link to where it was said. */
export function Quotes({ quotes }: { quotes: readonly { signalId: string; text: string; url: string }[] }) {
  if (quotes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1">
      {quotes.map((q) => (
        <li key={q.signalId} className="text-sm text-slate-700">
          “{q.text}”{' '}
          <a href={q.url} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
            source
          </a>
        </li>
      ))}
    </ul>
  );
}
