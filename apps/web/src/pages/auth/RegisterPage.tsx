import { MESSAGES, registerInput } from '@firstsignal/core';
import { Alert, Button, TextField } from '@firstsignal/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/auth';
import { POST_LOGIN_SCROLL_DELAY_MS, scrollToTopSoon, usePageMeta } from '../../lib/document';
import { AuthLayout } from './AuthLayout';
import { GoogleButton, OrDivider } from './GoogleButton';

export function RegisterPage() {
  usePageMeta('Create your account');
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(params.get('error'));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = registerInput.safeParse({ email, password, name: name || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MESSAGES.registrationFailed);
    setBusy(true);
    setError(null);
    try {
      await auth.register({ email: parsed.data.email, password, name: parsed.data.name });
      navigate('/search');
      scrollToTopSoon(POST_LOGIN_SCROLL_DELAY_MS);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Registration failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Turn Signals Into Revenue" subtitle="Create your account and find the people already asking for what you build.">
      <GoogleButton />
      <OrDivider />
      <form noValidate onSubmit={submit} className="space-y-4">
        {error && <Alert>{error}</Alert>}
        <TextField label="Name (optional)" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-indigo-600 hover:underline">
          Sign In
        </Link>
      </p>
    </AuthLayout>
  );
}
