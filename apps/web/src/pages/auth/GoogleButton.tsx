import { Button } from '@firstsignal/ui';
import { useConfigStatus } from '../../lib/config';

/**
 * Starts Google sign-in, or says plainly that the server has no Google settings. `from` tells the
 * server which page a failure returns to ('Google sign-in failed' / 'Google sign-up failed').
 */
export function GoogleButton({ from = 'login' }: { from?: 'login' | 'register' }) {
  const config = useConfigStatus();
  const configured = config.data?.google.configured ?? false;
  return (
    <div className="space-y-1">
      <Button variant="secondary" className="w-full" disabled={!configured} onClick={() => window.location.assign(from === 'register' ? '/api/auth/google?from=register' : '/api/auth/google')}>
        <svg aria-hidden viewBox="0 0 24 24" className="size-4">
          <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8Z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z" />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8Z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
        </svg>
        Continue with Google
      </Button>
      {config.data && !configured && (
        <p className="text-center text-xs text-slate-500">
          Google sign-in is not configured (set {config.data.google.missingSettings.join(' and ')}).
        </p>
      )}
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-slate-400">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
