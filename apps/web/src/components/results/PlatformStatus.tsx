import { Alert, cn } from '@firstsignal/ui';
import { platformLabel, type PlatformHealth, type PlatformHealthMap } from '../../search/types';

const TITLES: Record<Exclude<PlatformHealth['status'], 'ok'>, string> = {
  'not configured': 'is not configured',
  'rate limited': 'is rate limited',
  failed: 'could not be searched',
};

function statusBanners(platforms: PlatformHealthMap) {
  return {
    problems: Object.entries(platforms).filter(([, health]) => health.status !== 'ok'),
    noted: Object.entries(platforms).flatMap(([platform, health]) => (health.notes?.length ? [[platform, health.notes] as const] : [])),
  };
}

/** What PlatformStatusBanners shows for these platforms, as one string: equal strings take the same room. */
export function statusBannersKey(platforms: PlatformHealthMap): string {
  const { problems, noted } = statusBanners(platforms);
  return JSON.stringify([problems.map(([p, h]) => [p, h.status, h.message, h.missingSettings]), noted]);
}

/**
 * Decisions §8: a platform that was blocked says so; it is never shown as "no results". A platform
 * searched with something to tell (a competitor app the store does not have) says it too.
 */
export function PlatformStatusBanners({ platforms, className }: { platforms: PlatformHealthMap; className?: string }) {
  const { problems, noted } = statusBanners(platforms);
  if (problems.length === 0 && noted.length === 0) return null;
  return (
    <div className={cn('space-y-2', className)}>
      {problems.map(([platform, health]) => (
        <Alert
          key={platform}
          tone={health.status === 'failed' ? 'error' : 'warning'}
          data-testid={`platform-status-${platform}`}
          data-status={health.status}
        >
          <p className="font-semibold">
            {platformLabel(platform)} {TITLES[health.status as keyof typeof TITLES] ?? health.status}
          </p>
          {health.message && <p className="mt-0.5">{health.message}</p>}
          {health.status === 'not configured' &&
            health.missingSettings &&
            health.missingSettings.length > 0 &&
            !health.message && <p className="mt-0.5">Missing settings: {health.missingSettings.join(', ')}</p>}
        </Alert>
      ))}
      {noted.map(([platform, notes]) => (
        <Alert key={`${platform}-notes`} tone="info" data-testid={`platform-notes-${platform}`}>
          <p className="font-semibold">{platformLabel(platform)}</p>
          <ul className="mt-0.5 list-disc space-y-0.5 pl-5">
            {notes.map((note) => (
              <li key={note} className="break-words">
                {note}
              </li>
            ))}
          </ul>
        </Alert>
      ))}
    </div>
  );
}

const CHIP: Record<PlatformHealth['status'], string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'not configured': 'bg-amber-50 text-amber-800 ring-amber-200',
  'rate limited': 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** The platforms a search covered, each tinted by how it went. */
export function PlatformChips({ platforms, health }: { platforms: readonly string[]; health: PlatformHealthMap }) {
  return (
    <ul aria-label="Platforms" className="flex flex-wrap gap-2">
      {platforms.map((platform) => {
        const status = health[platform]?.status;
        return (
          <li
            key={platform}
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
              status ? CHIP[status] : 'bg-slate-100 text-slate-700 ring-slate-200',
            )}
            title={status ? `${platformLabel(platform)}: ${status}` : undefined}
          >
            {platformLabel(platform)}
          </li>
        );
      })}
    </ul>
  );
}
