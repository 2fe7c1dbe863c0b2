import { Button, Dialog } from '@firstsignal/ui';
import { Link } from 'react-router';

export interface MonthlyLimitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  used: number;
  limit: number;
}

/** Spec §2 Dialogs: the monthly quota is spent; offers the upgrade. */
export function MonthlyLimitDialog({ open, onOpenChange, used, limit }: MonthlyLimitDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Monthly Limit Reached"
      description={`You've used ${used} of ${limit} monthly searches`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          <Button asChild>
            <Link to="/settings/billing" onClick={() => onOpenChange(false)}>
              Upgrade Now
            </Link>
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">Upgrade your plan to keep finding signals this month:</p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {['Hundreds of searches', 'Priority support'].map((item) => (
          <li key={item} className="flex items-center gap-2">
            <span aria-hidden className="text-emerald-600">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
