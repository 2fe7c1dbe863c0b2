import { COMING_SOON_PLATFORMS, SEARCHABLE_PLATFORMS, type SearchablePlatform } from '@firstsignal/core';
import { Badge, cn } from '@firstsignal/ui';
import { usePlatforms, type PlatformInfo } from '../../search/platforms';
import { platformLabel } from '../../search/types';

const CARD = 'flex items-start gap-3 rounded-xl border bg-white p-4';
const GRID = 'mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Every platform the server can search, as it lists them (packages/sources' registry): the
 * configured ones first (the ones that start selected), each with what it needs and its limits;
 * then the ones the server has no settings for, saying which, still selectable so the search
 * reports their status; then Quora and Twitter, coming soon.
 */
export function PlatformPicker({
  value,
  onChange,
}: {
  value: SearchablePlatform[];
  onChange: (platforms: SearchablePlatform[]) => void;
}) {
  const listed = usePlatforms();
  // Until the server answers, the platforms by name alone.
  const platforms: Pick<PlatformInfo, 'id' | 'configured' | 'missingSettings' | 'note'>[] =
    listed ?? SEARCHABLE_PLATFORMS.map((id) => ({ id, configured: true, missingSettings: [], note: '' }));
  const ready = platforms.filter((p) => p.configured);
  const unset = platforms.filter((p) => !p.configured);
  const card = (platform: (typeof platforms)[number]) => {
    const checked = value.includes(platform.id);
    const id = `platform-${platform.id}`;
    return (
      <label
        key={platform.id}
        className={cn(
          CARD,
          'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-400',
          checked ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200 hover:border-slate-300',
        )}
      >
        <input
          type="checkbox"
          checked={checked}
          onChange={() => onChange(checked ? value.filter((p) => p !== platform.id) : [...value, platform.id])}
          aria-labelledby={`${id}-name`}
          aria-describedby={platform.note || !platform.configured ? `${id}-status` : undefined}
          className="mt-0.5 size-4 accent-indigo-600"
        />
        <span className="min-w-0">
          <span id={`${id}-name`} className="block text-sm font-semibold text-slate-900">
            {platformLabel(platform.id)}
          </span>
          {platform.configured ? (
            platform.note && (
              <span id={`${id}-status`} className="mt-1 block text-xs text-slate-500">
                {platform.note}
              </span>
            )
          ) : (
            <span id={`${id}-status`} data-testid={`${id}-not-configured`} className="mt-1 block text-xs text-amber-800">
              <span className="font-medium">Not configured</span>
              {platform.missingSettings.length > 0 && <span className="block break-words">Missing {platform.missingSettings.join(', ')}</span>}
            </span>
          )}
        </span>
      </label>
    );
  };
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Where should we look?</legend>
      <div className={GRID}>{ready.map(card)}</div>
      {unset.length > 0 && (
        <>
          <p className="mt-4 text-xs font-medium uppercase tracking-wide text-slate-500">Needs settings on the server</p>
          <div className={GRID}>{unset.map(card)}</div>
        </>
      )}
      <div className={cn(GRID, 'mt-3')}>
        {COMING_SOON_PLATFORMS.map((platform) => (
          <label key={platform} className={cn(CARD, 'cursor-not-allowed border-dashed border-slate-200 opacity-70')}>
            <input
              type="checkbox"
              disabled
              checked={false}
              readOnly
              aria-labelledby={`platform-${platform}-name`}
              aria-describedby={`platform-${platform}-soon`}
              className="mt-0.5 size-4"
            />
            <span>
              <span id={`platform-${platform}-name`} className="block text-sm font-semibold text-slate-700">
                {platformLabel(platform)}
              </span>
              <span id={`platform-${platform}-soon`}>
                <Badge className="mt-1 bg-slate-100 text-slate-600">Coming Soon</Badge>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
