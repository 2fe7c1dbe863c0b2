import type { Signal } from '@firstsignal/core';
import { cn } from '@firstsignal/ui';
import { useState } from 'react';
import { useSaveSignal } from '../../saved/saving';
import { CheckIcon, SaveIcon } from '../icons';

/** A card's save action (spec §2): saves the signal to the account; saving it again keeps one. */
export function SaveSignalButton({ signal }: { signal: Signal }) {
  const save = useSaveSignal();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  return (
    <button
      type="button"
      aria-label={`Save "${signal.title}"`}
      title={state === 'saved' ? 'Saved' : 'Save signal'}
      disabled={state === 'saving'}
      aria-busy={state === 'saving'}
      onClick={async () => {
        setState('saving');
        setState((await save(signal)) ? 'saved' : 'idle');
      }}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-60',
        state === 'saved' ? 'text-emerald-700' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {state === 'saved' ? <CheckIcon /> : <SaveIcon />}
      <span>{state === 'saved' ? 'Saved' : state === 'saving' ? 'Saving...' : 'Save'}</span>
    </button>
  );
}
