/**
 * Settings → Account (spec §2): username, email, names, the read-only '{Plan} Plan', the search
 * preferences, 'Save Changes' with the 'Changes Saved!' banner (3 s, then a reload 1 s later),
 * and the Danger Zone. A new email waits for the link sent to it (issue 23); the field says so.
 */
import { MAX_RESULTS_OPTIONS, TIME_RANGE_LABELS, TIME_RANGES } from '@firstsignal/core';
import { Alert, Button, Card, SelectField, Spinner, TextField } from '@firstsignal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useConfigStatus } from '../../lib/config';
import { errorData, errorMessage, errorStatus } from '../../lib/errors';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';
import { DangerZone } from './DangerZone';

export const SAVED_BANNER_MS = 3000;
export const RELOAD_DELAY_MS = 1000;
export const SAVE_FAILED = 'Failed to save settings. Please try again.';

type Profile = RouterOutputs['account']['get'];

const MAX_RESULTS = MAX_RESULTS_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));
const TIME_RANGE_OPTIONS = TIME_RANGES.map((value) => ({ value, label: TIME_RANGE_LABELS[value] }));

interface Form {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  defaultMaxResults: string;
  defaultTimeRange: string;
  notificationsEnabled: boolean;
}

function formOf(profile: Profile): Form {
  const prefs = profile.search_preferences;
  return {
    username: profile.username,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    defaultMaxResults: MAX_RESULTS.some((o) => o.value === prefs.defaultMaxResults) ? prefs.defaultMaxResults : '10',
    defaultTimeRange: (TIME_RANGES as readonly string[]).includes(prefs.defaultTimeRange) ? prefs.defaultTimeRange : '',
    notificationsEnabled: prefs.notificationsEnabled,
  };
}

export function AccountTab() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.account.get.queryOptions(undefined, { staleTime: 0 }));
  if (profile.isPending) {
    return (
      <Card className="flex items-center gap-3 p-6 text-sm text-slate-600" role="status">
        <Spinner /> Loading your account...
      </Card>
    );
  }
  if (profile.isError) return <Alert>Could not load your account. Please reload the page.</Alert>;
  return (
    <div className="space-y-6">
      <AccountForm profile={profile.data} />
      <DangerZone />
    </div>
  );
}

/** Under the Email field: a change waiting for its link, or whether the address is verified. */
function emailHint(profile: Profile, canMail: boolean | undefined): string | undefined {
  if (profile.pending_email) return `Check ${profile.pending_email} to confirm the change.`;
  if (canMail === false) return 'This server cannot send email, so a new address applies at once, unverified.';
  if (canMail && !profile.email_verified) return 'Not verified yet: follow the link we sent to this address.';
  return undefined;
}

function AccountForm({ profile }: { profile: Profile }) {
  const trpc = useTRPC();
  const config = useConfigStatus();
  const [form, setForm] = useState<Form>(() => formOf(profile));
  /** When the last save succeeded: drives the banner and the reload after it. */
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<{ detail: string | null; field: string | null } | null>(null);
  const update = useMutation(trpc.account.update.mutationOptions());

  // 'Changes Saved!' for 3 s, then the page reloads 1 s later (spec §2, §9).
  useEffect(() => {
    if (savedAt === null) return;
    const hide = setTimeout(() => setSaved(false), SAVED_BANNER_MS);
    const reload = setTimeout(() => window.location.reload(), SAVED_BANNER_MS + RELOAD_DELAY_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(reload);
    };
  }, [savedAt]);

  const set = <K extends keyof Form>(key: K) => (value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await update.mutateAsync({
        username: form.username,
        email: form.email,
        first_name: form.first_name,
        last_name: form.last_name,
        search_preferences: {
          defaultMaxResults: form.defaultMaxResults,
          defaultTimeRange: form.defaultTimeRange,
          notificationsEnabled: form.notificationsEnabled,
        },
      });
      setSaved(true);
      setSavedAt(Date.now());
    } catch (error) {
      // The spec's message, plus what to fix when the server names a field (taken, too long).
      const status = errorStatus(error);
      const field = errorData(error)?.field;
      setFailure({
        detail: status !== undefined && status >= 400 && status < 500 ? errorMessage(error) : null,
        field: typeof field === 'string' ? field : null,
      });
    }
  }

  const invalid = (name: string) => (failure?.field === name ? { 'aria-invalid': true as const } : {});

  return (
    <Card className="p-6">
      <form className="space-y-6" onSubmit={submit} noValidate>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Account</h2>
          <p className="text-sm text-slate-600">Your profile and how new searches start.</p>
        </div>
        {saved && (
          <Alert tone="success" data-testid="settings-saved">
            Changes Saved!
          </Alert>
        )}
        {failure && (
          <Alert data-testid="settings-save-failed">
            <p>{SAVE_FAILED}</p>
            {failure.detail && <p className="mt-1 text-xs">{failure.detail}</p>}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Username" autoComplete="username" value={form.username} maxLength={40} onChange={(e) => set('username')(e.target.value)} {...invalid('username')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            maxLength={254}
            hint={emailHint(profile, config.data?.email.configured)}
            data-testid="account-email"
            onChange={(e) => set('email')(e.target.value)}
            {...invalid('email')}
          />
          <TextField label="First Name" autoComplete="given-name" value={form.first_name} maxLength={100} onChange={(e) => set('first_name')(e.target.value)} {...invalid('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" value={form.last_name} maxLength={100} onChange={(e) => set('last_name')(e.target.value)} {...invalid('last_name')} />
          <TextField label="Account Type" value={profile.account_type} readOnly className="read-only:bg-slate-50 read-only:text-slate-600" />
        </div>

        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-slate-900">Search preferences</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Default max results"
              options={MAX_RESULTS}
              value={form.defaultMaxResults}
              onChange={(e) => set('defaultMaxResults')(e.target.value)}
            />
            <SelectField
              label="Default time range"
              options={TIME_RANGE_OPTIONS}
              value={form.defaultTimeRange}
              onChange={(e) => set('defaultTimeRange')(e.target.value)}
            />
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 text-indigo-600"
              checked={form.notificationsEnabled}
              onChange={(e) => set('notificationsEnabled')(e.target.checked)}
            />
            Email notifications for new signals
          </label>
        </fieldset>

        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending || savedAt !== null}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
