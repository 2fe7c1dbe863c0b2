import { cn } from '@firstsignal/ui';
import { useId } from 'react';
import { checkExclusions, EXCLUSION_KINDS, entriesOf, type ExclusionKey, type ExclusionsText } from './exclusionsText';

/** The most entries a list takes (core's exclusionsInput). */
const MAX_ENTRIES = 50;

const FIELDS: Record<ExclusionKey, { label: string; placeholder: string; hint: string }> = {
  words: { label: 'Words and phrases', placeholder: 'free trial, crypto, hiring', hint: 'Whole words, any case or accent, in the title or text.' },
  communities: { label: 'Communities', placeholder: 'r/Entrepreneur, reddit:r/SaaS, Ask HN', hint: 'A subreddit, channel, site or forum; "platform:name" for one platform only.' },
  authors: { label: 'Authors', placeholder: 'u/promo_bot, @spammy', hint: 'Names as the platform shows them, any case.' },
  domains: { label: 'Link domains', placeholder: 'example.com', hint: 'Links to the domain or its subdomains, in the post or its text.' },
};

/** Explains what exclusions do, where the founder sets them. */
export const EXCLUSIONS_EXPLAINED =
  'Conversations matching any of these are left out before results are counted: they are never shown or charged, in this search, Load More, re-runs, monitoring and themes. Separate entries with commas.';

/** The search's Exclude section: four comma lists with entry counters and the first problem to fix. */
export function ExcludeFields({ value, onChange, idPrefix = 'exclude' }: { value: ExclusionsText; onChange: (next: ExclusionsText) => void; idPrefix?: string }) {
  const errorId = useId();
  const checked = checkExclusions(value);
  return (
    <fieldset aria-describedby={`${idPrefix}-explained`}>
      <legend className="text-base font-semibold text-slate-900">Exclude (optional)</legend>
      <p id={`${idPrefix}-explained`} className="mt-1 text-sm text-slate-600">
        {EXCLUSIONS_EXPLAINED}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {EXCLUSION_KINDS.map((kind) => {
          const id = `${idPrefix}-${kind}`;
          const count = entriesOf(value[kind]).length;
          return (
            <div key={kind} className="space-y-1.5">
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor={id} className="text-sm font-medium text-slate-700">
                  {FIELDS[kind].label}
                </label>
                <span data-testid={`${id}-counter`} className={cn('text-xs tabular-nums', count > MAX_ENTRIES ? 'font-semibold text-red-600' : 'text-slate-500')}>
                  {count}/{MAX_ENTRIES}
                </span>
              </div>
              <input
                id={id}
                value={value[kind]}
                placeholder={FIELDS[kind].placeholder}
                onChange={(e) => onChange({ ...value, [kind]: e.target.value })}
                aria-describedby={checked.ok ? undefined : errorId}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
              />
              <p className="text-xs text-slate-500">{FIELDS[kind].hint}</p>
            </div>
          );
        })}
      </div>
      {!checked.ok && (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-600">
          {checked.message}
        </p>
      )}
    </fieldset>
  );
}
