import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RouterInputs } from './trpc';
import { useTRPC } from './trpc';

type ClientEvent = RouterInputs['events']['track'];

/** Records a first-party analytics event; failures never bother the user. */
export function useTrackEvent() {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.events.track.mutationOptions());
  return useCallback((name: ClientEvent['name'], payload: ClientEvent['payload'] = {}) => mutate({ name, payload }), [mutate]);
}
