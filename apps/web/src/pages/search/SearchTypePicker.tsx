import { cn } from '@firstsignal/ui';
import type { SearchType } from './searchForm';

export const SEARCH_TYPE_CARDS: readonly { value: SearchType; title: string; description: string }[] = [
  { value: 'business_idea', title: 'Describe your product', description: 'One line about what you are building.' },
  { value: 'pain_points', title: 'List pain points', description: 'Up to three problems your customers struggle with.' },
  { value: 'unmet_needs', title: 'Find unmet needs', description: 'Up to three things people wish existed.' },
  { value: 'keywords', title: 'Keywords', description: 'Exact words and "phrases" with AND, OR, NOT: brand and competitor mentions.' },
];

/** The search types as radio cards (spec §2; Keywords: issue 25). */
export function SearchTypePicker({ value, onChange }: { value: SearchType | null; onChange: (type: SearchType) => void }) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">What do you want to search with?</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SEARCH_TYPE_CARDS.map((card) => {
          const checked = value === card.value;
          const id = `search-type-${card.value}`;
          return (
            <label
              key={card.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-400',
                checked ? 'border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="search-type"
                value={card.value}
                checked={checked}
                onChange={() => onChange(card.value)}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-description`}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600"
              />
              <span>
                <span id={`${id}-title`} className="block text-sm font-semibold text-slate-900">
                  {card.title}
                </span>
                <span id={`${id}-description`} className="mt-1 block text-xs text-slate-600">
                  {card.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
