import { loginInput, MESSAGES } from '@firstsignal/core';
import { Alert, Button, TextField } from '@firstsignal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth';
import { usePageMeta } from '../../lib/document';
import { AuthLayout } from './AuthLayout';
import { GoogleButton, OrDivider } from './GoogleButton';
import { useAuthSubmit } from './useAuthSubmit';

export function LoginPage() {
  usePageMeta('Sign in', { noindex: true });
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, submit } = useAuthSubmit(loginInput, (input) => auth.login(input.email, input.password), MESSAGES.loginFailed);

  return (
    <AuthLayout title="Welcome Back" subtitle="Sign in to pick up your signals where you left them.">
      <GoogleButton />
      <OrDivider />
      <form noValidate onSubmit={(e) => submit(e, { email, password })} className="space-y-4">
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
