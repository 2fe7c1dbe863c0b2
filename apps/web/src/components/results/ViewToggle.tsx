import { cn } from '@firstsignal/ui';
import { GridIcon, ListIcon } from '../icons';

export type ResultsLayout = 'grid' | 'list';

const OPTIONS = [
  { value: 'grid', label: 'Grid view', Icon: GridIcon },
  { value: 'list', label: 'List view', Icon: ListIcon },
] as const;

/** Grid/list toggle: two pressed-state buttons in a labelled group. */
export function ViewToggle({ value, onChange }: { value: ResultsLayout; onChange: (layout: ResultsLayout) => void }) {
  return (
    <div role="group" aria-label="Layout" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {OPTIONS.map(({ value: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          aria-label={label}
          title={label}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-md p-2',
            value === option ? 'bg-indigo-50 text-indigo-700' : 'text-slate-500 hover:text-slate-800',
          )}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
