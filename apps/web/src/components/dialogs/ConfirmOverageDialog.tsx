import { formatUsd, OVERAGE_BLOCK_PRICE_USD, OVERAGE_BLOCK_SIZE } from '@firstsignal/core';
import { Button, Dialog } from '@firstsignal/ui';
import { formatLongDate } from '../../lib/format';

export interface ConfirmOverageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The monthly result quota of the plan. */
  quota: number;
  /** Results over the quota this search would deliver. */
  overageCount: number;
  overageBlocks: number;
  /** Estimated charge in US dollars. */
  overageCost: number;
  /** When the billing cycle resets (ISO date), or null when unknown. */
  resetDate: string | null;
  onConfirm: () => void;
}

/** Spec §2 Dialogs: a paid plan past its quota confirms the metered charge before searching. */
export function ConfirmOverageDialog({
  open,
  onOpenChange,
  quota,
  overageCount,
  overageBlocks,
  overageCost,
  resetDate,
  onConfirm,
}: ConfirmOverageDialogProps) {
  const rows: [string, string][] = [
    ['Monthly quota', `${quota} results`],
    ['Results over quota', String(overageCount)],
    ['Billing blocks', `${overageBlocks} × ${formatUsd(OVERAGE_BLOCK_PRICE_USD)} per ${OVERAGE_BLOCK_SIZE} results`],
    ['Estimated cost', formatUsd(overageCost)],
    ['Quota resets on', formatLongDate(resetDate)],
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm Overage"
      description="This search goes past your monthly quota. The extra results are billed with your subscription."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Yes, Proceed & Charge</Button>
        </>
      }
    >
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm" data-testid="overage-details">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 px-3 py-2">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
