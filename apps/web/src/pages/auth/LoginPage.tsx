import { loginInput, MESSAGES } from '@firstsignal/core';
import { Alert, Button, TextField } from '@firstsignal/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/auth';
import { POST_LOGIN_SCROLL_DELAY_MS, scrollToTopSoon, usePageMeta } from '../../lib/document';
import { AuthLayout } from './AuthLayout';
import { GoogleButton, OrDivider } from './GoogleButton';

export function LoginPage() {
  usePageMeta('Sign in', { noindex: true });
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(params.get('error'));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginInput.safeParse({ email, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MESSAGES.loginFailed);
    setBusy(true);
    setError(null);
    try {
      await auth.login(parsed.data.email, password);
      navigate('/search');
      scrollToTopSoon(POST_LOGIN_SCROLL_DELAY_MS);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : MESSAGES.loginFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Welcome Back" subtitle="Sign in to pick up your signals where you left them.">
      <GoogleButton />
      <OrDivider />
      <form noValidate onSubmit={submit} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        New to FirstSignal?{' '}
        <Link to="/register" className="font-medium text-indigo-600 hover:underline">
          Create Account
        </Link>
      </p>
    </AuthLayout>
  );
}
