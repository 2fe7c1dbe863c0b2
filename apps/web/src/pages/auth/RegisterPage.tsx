import { registerInput } from '@firstsignal/core';
import { Alert, Button, TextField } from '@firstsignal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth';
import { usePageMeta } from '../../lib/document';
import { AuthLayout } from './AuthLayout';
import { GoogleButton, OrDivider } from './GoogleButton';
import { useAuthSubmit } from './useAuthSubmit';

export function RegisterPage() {
  usePageMeta('Create your account');
  const auth = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The server's message, or the spec's 'Registration failed' when it gives none.
  const { error, busy, submit } = useAuthSubmit(registerInput, (input) => auth.register(input), 'Registration failed');

  return (
    <AuthLayout title="Turn Signals Into Revenue" subtitle="Create your account and find the people already asking for what you build.">
      <GoogleButton from="register" />
      <OrDivider />
      <form noValidate onSubmit={(e) => submit(e, { email, password, name: name || undefined })} className="space-y-4">
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
