import { Spinner } from '@firstsignal/ui';

export function LoadingSignals({ label = 'Finding relevant signals...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-12 text-slate-600"
    >
      <Spinner className="size-5 text-indigo-600" />
      <span>{label}</span>
    </div>
  );
}
