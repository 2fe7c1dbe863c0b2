import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { POST_LOGIN_SCROLL_DELAY_MS, scrollToTopSoon } from '../../lib/document';

/**
 * The sign-in and sign-up forms' shared flow: check with the shared schema, call the server, show
 * its message (or the spec's fallback) in the red alert, and land on /search scrolled to the top.
 */
export function useAuthSubmit<S extends z.ZodType>(schema: S, send: (input: z.output<S>) => Promise<unknown>, fallback: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(params.get('error'));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent, values: z.input<S>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? fallback);
    setBusy(true);
    setError(null);
    try {
      await send(parsed.data);
      navigate('/search');
      scrollToTopSoon(POST_LOGIN_SCROLL_DELAY_MS);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : fallback);
    } finally {
      setBusy(false);
    }
  }

  return { error, busy, submit };
}
