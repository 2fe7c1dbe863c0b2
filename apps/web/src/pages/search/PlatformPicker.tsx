import { SEARCHABLE_PLATFORMS, type SearchablePlatform } from '@firstsignal/core';
import { Badge, cn } from '@firstsignal/ui';
import { useConfigStatus } from '../../lib/config';
import { platformLabel } from '../../search/types';

const COMING_SOON = ['quora', 'twitter'] as const;

const CARD = 'flex items-start gap-3 rounded-xl border bg-white p-4';

/**
 * Reddit, YouTube and Hacker News are selectable (the configured ones start selected); Quora and
 * Twitter are coming soon. A platform the server has no settings for says so, and stays
 * selectable so the search reports its status.
 */
export function PlatformPicker({
  value,
  onChange,
}: {
  value: SearchablePlatform[];
  onChange: (platforms: SearchablePlatform[]) => void;
}) {
  const config = useConfigStatus();
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Where should we look?</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SEARCHABLE_PLATFORMS.map((platform) => {
          const checked = value.includes(platform);
          const status = config.data?.[platform];
          const id = `platform-${platform}`;
          return (
            <label
              key={platform}
              className={cn(
                CARD,
                'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-400',
                checked ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((p) => p !== platform) : [...value, platform])}
                aria-labelledby={`${id}-name`}
                aria-describedby={status && !status.configured ? `${id}-status` : undefined}
                className="mt-0.5 size-4 accent-indigo-600"
              />
              <span className="min-w-0">
                <span id={`${id}-name`} className="block text-sm font-semibold text-slate-900">
                  {platformLabel(platform)}
                </span>
                {status && !status.configured && (
                  <span id={`${id}-status`} data-testid={`${id}-not-configured`} className="mt-1 block text-xs text-amber-800">
                    <span className="font-medium">Not configured</span>
                    {status.missingSettings.length > 0 && (
                      <span className="block break-words">Missing {status.missingSettings.join(', ')}</span>
                    )}
                  </span>
                )}
              </span>
            </label>
          );
        })}
        {COMING_SOON.map((platform) => (
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
