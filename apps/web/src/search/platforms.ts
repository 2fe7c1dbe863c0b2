import { SEARCHABLE_PLATFORMS, type SearchablePlatform } from '@firstsignal/core';
import { useConfigStatus } from '../lib/config';
import type { RouterOutputs } from '../lib/trpc';

/** A searchable platform as the server describes it: configured or not, and how its items are shown. */
export type PlatformInfo = RouterOutputs['config']['status']['platforms'][number];

/** The server's platforms in the registry's order; undefined while unknown. */
export function usePlatforms(): PlatformInfo[] | undefined {
  return useConfigStatus().data?.platforms;
}

export function usePlatform(platform: string): PlatformInfo | undefined {
  return usePlatforms()?.find((p) => p.id === platform);
}

/** The configured platforms, in the registry's order; all of them while unknown or when none is. */
export function configuredPlatforms(platforms: readonly PlatformInfo[] | undefined): SearchablePlatform[] {
  const ready = (platforms ?? []).filter((p) => p.configured).map((p) => p.id);
  return ready.length > 0 ? ready : [...SEARCHABLE_PLATFORMS];
}
