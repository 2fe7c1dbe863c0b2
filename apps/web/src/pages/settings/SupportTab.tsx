import { Card } from '@firstsignal/ui';
import { useConfigStatus } from '../../lib/config';

export function SupportTab() {
  const config = useConfigStatus();
  const email = config.data?.supportEmail;
  return (
    <Card className="space-y-2 p-6">
      <h2 className="text-lg font-semibold text-slate-900">Support</h2>
      <p className="text-sm text-slate-700">
        Write to us at{' '}
        {email ? (
          <a className="font-medium text-indigo-600 hover:underline" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          '…'
        )}
      </p>
      <p className="text-sm text-slate-600">We will get back to you immediately</p>
      {/* The optional AI provider (issue 28): which model judges results, or that none does. */}
      {config.data && (
        <p className="pt-2 text-sm text-slate-600" data-testid="ai-status">
          {config.data.ai.configured ? `AI: ${config.data.ai.model}` : 'AI: not configured'}
        </p>
      )}
    </Card>
  );
}
