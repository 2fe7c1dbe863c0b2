import { exclusionsRemovedText, type Signal } from '@firstsignal/core';
import { MenuButton } from '../MenuButton';
import { useSearch } from '../../search/SearchProvider';

/** A card's one-click exclusions: "Hide this community", and "Hide this author" where the platform names one. */
export function HideMenu({ signal }: { signal: Signal }) {
  const search = useSearch();
  return (
    <MenuButton
      label="Hide options"
      items={[
        { label: 'Hide this community', onSelect: () => void search.hide('community', signal) },
        ...(signal.author ? [{ label: 'Hide this author', onSelect: () => void search.hide('author', signal) }] : []),
      ]}
    >
      <span className="px-1 text-xs font-medium text-slate-600">Hide</span>
    </MenuButton>
  );
}

/** "Exclusions removed 7 results", under a search's header, when its exclusions removed any. */
export function ExcludedCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="excluded-count" title="Left out by this search's exclusions before anything was charged">
      {exclusionsRemovedText(count)}
    </p>
  );
}
