import { EmptyState } from '@firstsignal/ui';
import { usePageMeta } from '../lib/document';

/** An honest page for a feature that has not shipped yet: no sample data. */
export function NotYetAvailable({ title, feature }: { title: string; feature: string }) {
  usePageMeta(title);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <EmptyState title={`${feature} is not available yet`}>
        This part of FirstSignal is still being built. Nothing here is sample data: it will show your own data once it ships.
      </EmptyState>
    </div>
  );
}
