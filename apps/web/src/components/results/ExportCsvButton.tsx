import { csvFileName, signalsToCsv, type Signal } from '@firstsignal/core';
import { Button } from '@firstsignal/ui';
import { useTrackEvent } from '../../lib/analytics';
import { downloadFile } from '../../lib/download';
import { DownloadIcon } from '../icons';

/** Client-side CSV of the signals shown (spec §9); nothing happens when there are none. */
export function ExportCsvButton({ signals, label = 'Export CSV' }: { signals: readonly Signal[]; label?: string }) {
  const track = useTrackEvent();
  return (
    <Button
      variant="secondary"
      disabled={signals.length === 0}
      onClick={() => {
        if (signals.length === 0) return;
        downloadFile(csvFileName(new Date()), signalsToCsv(signals), 'text/csv;charset=utf-8');
        track('signal_exported', { count: signals.length });
      }}
    >
      <DownloadIcon />
      {label}
    </Button>
  );
}
