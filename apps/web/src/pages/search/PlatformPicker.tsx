import { COMING_SOON_PLATFORMS, SEARCHABLE_PLATFORMS, type SearchablePlatform } from '@firstsignal/core';
import { Badge, cn } from '@firstsignal/ui';
import type { ReactNode } from 'react';
import { usePlatforms, type PlatformInfo } from '../../search/platforms';
import { platformLabel } from '../../search/types';

const CARD = 'flex items-start gap-3 rounded-xl border bg-white p-4';
const GRID = 'mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Every platform the server can search, as it lists them (packages/sources' registry), in three
 * groups so a long list stays easy to read: the configured ones first (the ones that start
 * selected), each with what it needs and its limits; then the ones the server has no settings
 * for, disabled, each naming the settings it needs; then the ones coming soon ("Not searchable
 * yet": its cards say "Coming Soon").
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
  const searchable = new Set(ready.map((p) => p.id));
  const card = (platform: (typeof platforms)[number]) => {
    const checked = platform.configured && value.includes(platform.id);
    const id = `platform-${platform.id}`;
    // A change keeps only platforms the server can search: one without its settings is never sent.
    const toggle = () => onChange((checked ? value.filter((p) => p !== platform.id) : [...value, platform.id]).filter((p) => searchable.has(p)));
    return (
      <label
        key={platform.id}
        className={cn(
          CARD,
          platform.configured
            ? 'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-400'
            : 'cursor-not-allowed bg-slate-50',
          checked ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200',
          platform.configured && !checked && 'hover:border-slate-300',
        )}
      >
        <input
          type="checkbox"
          checked={checked}
          disabled={!platform.configured}
          onChange={toggle}
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
      {ready.length > 0 && <Group title="Ready to search">{ready.map(card)}</Group>}
      {unset.length > 0 && <Group title="Needs settings on the server">{unset.map(card)}</Group>}
      <Group title="Not searchable yet">
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
      </Group>
    </fieldset>
  );
}

/** One group of the picker: a heading, and its cards as a group named after it. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `platform-group-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div role="group" aria-labelledby={id} className="mt-4 first-of-type:mt-2">
      <p id={id} className="text-xs font-medium uppercase tracking-wide text-slate-500">
        {title}
      </p>
      <div className={GRID}>{children}</div>
    </div>
  );
}
