/**
 * Account notices above every signed-in page (issue 23): what happened when a Google sign-in
 * claimed an unverified password account, and "verify your email" with Resend until the address
 * is verified (only where the server can send mail: without SMTP there is nothing to follow).
 */
import { Alert, Button } from '@firstsignal/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth';
import { useConfigStatus } from '../lib/config';
import { errorMessage } from '../lib/errors';
import { apiFetch } from '../lib/http';

/** The `notice` the Google callback adds when it claimed an account (the API's CLAIMED_LANDING). */
const CLAIMED = 'account-claimed';

export function AccountNotices() {
  return (
    <div className="mb-6 space-y-3 empty:hidden">
      <ClaimedNotice />
      <VerifyEmailBanner />
    </div>
  );
}

function ClaimedNotice() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  if (params.get('notice') !== CLAIMED || !user) return null;
  const dismiss = () =>
    setParams(
      (p) => {
        p.delete('notice');
        return p;
      },
      { replace: true },
    );
  return (
    <Alert tone="info" data-testid="account-claimed">
      <p className="font-medium">Google confirmed that {user.email} is yours, so this account is now yours alone.</p>
      <p className="mt-1">
        It had been created with a password, but nobody had verified the address. We removed that password and signed out every other session, and
        turned off its feed links and Slack and webhook destinations. From now on, sign in with Google. What the account held before is still here: check its
        saved searches and settings.
      </p>
      <Button size="sm" variant="secondary" className="mt-2" onClick={dismiss}>
        Dismiss
      </Button>
    </Alert>
  );
}

function VerifyEmailBanner() {
  const { user } = useAuth();
  const config = useConfigStatus();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  if (!user || user.email_verified || !config.data?.email.configured) return null;

  async function resend() {
    setSending(true);
    setResult(null);
    try {
      const { sent_to } = await apiFetch<{ sent_to: string }>('/api/auth/verify-email/resend', { body: {} });
      setResult({ ok: true, text: `We sent a new link to ${sent_to}.` });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert tone="warning" data-testid="verify-email-banner" className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="font-medium">Please verify your email address.</p>
        <p>Follow the link we sent to {user.email} to confirm that it is yours.</p>
        {result && <p className={result.ok ? 'mt-1' : 'mt-1 font-medium text-red-700'}>{result.text}</p>}
      </div>
      <Button size="sm" variant="secondary" onClick={resend} disabled={sending}>
        {sending ? 'Sending...' : 'Resend'}
      </Button>
    </Alert>
  );
}
