import type { Signal } from '@firstsignal/core';
import { Button, Spinner } from '@firstsignal/ui';
import { useSaveAllSignals } from '../../saved/saving';
import { CheckIcon, SaveIcon } from '../icons';

const LABELS = { idle: 'Save All Signals', saving: 'Saving...', saved: 'Signals Saved' } as const;

/** Save All Signals (spec §2, §4): 'Saving...', then 'Signals Saved' for 10 s, then idle again. */
export function SaveAllButton({ signals }: { signals: readonly Signal[] }) {
  const { status, saveAll } = useSaveAllSignals();
  return (
    <Button
      variant="secondary"
      disabled={signals.length === 0 || status === 'saving'}
      data-status={status}
      onClick={() => void saveAll(signals)}
    >
      {status === 'saving' ? <Spinner /> : status === 'saved' ? <CheckIcon className="size-4 text-emerald-600" /> : <SaveIcon />}
      {LABELS[status]}
    </Button>
  );
}
