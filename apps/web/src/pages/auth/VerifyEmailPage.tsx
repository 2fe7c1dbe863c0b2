/**
 * Where a mailed account link lands (issue 23): it follows the link once, then says what came of
 * it: verified, the new address in effect, or why not (expired, used, not valid) in the server's words.
 */
import { Alert, Button, Card, Spinner } from '@firstsignal/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/auth';
import { errorMessage } from '../../lib/errors';
import { apiFetch } from '../../lib/http';
import { AuthLayout } from './AuthLayout';

type Outcome = { state: 'checking' } | { state: 'done' | 'failed'; text: string };

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const { status, refresh } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  // A link works once: a second run of the effect (React's strict mode) must not spend it again.
  const followed = useRef(false);

  useEffect(() => {
    if (followed.current) return;
    followed.current = true;
    apiFetch<{ status: 'verified' | 'changed'; email: string }>('/api/auth/verify-email', { body: { token: params.get('token') ?? '' } }).then(
      async (result) => {
        setOutcome({
          state: 'done',
          text: result.status === 'verified' ? `Your email address ${result.email} is verified.` : `Your email address is now ${result.email}.`,
        });
        await refresh();
      },
      (error: unknown) => setOutcome({ state: 'failed', text: errorMessage(error) }),
    );
  }, [params, refresh]);

  const body = (
    <Card className="space-y-4 p-6" data-testid="verify-email-page">
      {outcome.state === 'checking' ? (
        <p className="flex items-center gap-3 text-sm text-slate-600" role="status">
          <Spinner /> Checking your link...
        </p>
      ) : (
        <Alert tone={outcome.state === 'done' ? 'success' : 'error'}>{outcome.text}</Alert>
      )}
      <Button asChild variant="secondary">
        <Link to={status === 'authenticated' ? '/search' : '/login'}>{status === 'authenticated' ? 'Continue to FirstSignal' : 'Sign in'}</Link>
      </Button>
    </Card>
  );
  if (status === 'authenticated') return body;
  return (
    <AuthLayout title="Your email address" subtitle="Following the link from your email.">
      {body}
    </AuthLayout>
  );
}
