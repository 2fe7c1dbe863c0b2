import type { SearchState } from '../../search/types';

/** Why the AI judge left some or all results on the local ranking (timeout, 429, 5xx, budget): issue 28. */
export function AiNote({ ai }: { ai: SearchState['ai'] }) {
  if (!ai?.note) return null;
  return (
    <p role="status" data-testid="ai-note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
      {ai.note}
    </p>
  );
}
