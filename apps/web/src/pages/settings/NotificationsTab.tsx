/**
 * Settings → Notifications: where monitoring tells the founder what is new. Each channel (email,
 * Slack, webhook) with its status, a Test button and its last delivery error; overage for
 * monitoring with its monthly cap; and the latest deliveries.
 */
import { formatUsd, MONITOR_MESSAGES, type NotificationChannel } from '@firstsignal/core';
import { Alert, Badge, Button, Card, Spinner, TextField, toast } from '@firstsignal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';

type Settings = RouterOutputs['notifications']['get'];
type Status = Settings['email']['status'];

const STATUS: Record<Status, { label: string; tone: string }> = {
  on: { label: 'On', tone: 'bg-emerald-100 text-emerald-800' },
  off: { label: 'Off', tone: 'bg-slate-100 text-slate-700' },
  failing: { label: 'Failing', tone: 'bg-red-100 text-red-800' },
  'not configured': { label: 'Not configured', tone: 'bg-amber-100 text-amber-900' },
};

const CHANNEL_LABEL: Record<string, string> = { email: 'Email', slack: 'Slack', webhook: 'Webhook' };

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.notifications.get.queryKey() });
}

function Channel({
  channel,
  title,
  status,
  lastError,
  canTest,
  children,
}: {
  channel: NotificationChannel;
  title: string;
  status: Status;
  lastError: { message: string; at: string } | null;
  canTest: boolean;
  children: ReactNode;
}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const test = useMutation(trpc.notifications.test.mutationOptions());
  const runTest = async () => {
    try {
      const result = await test.mutateAsync({ channel });
      if (result.ok) toast({ title: `${title}: test message sent`, variant: 'success' });
      else toast({ title: `${title}: the test message failed`, description: result.error ?? undefined, variant: 'destructive' });
    } catch (error) {
      toast({ title: `${title}: the test message failed`, description: errorMessage(error), variant: 'destructive' });
    }
    void refresh();
  };
  return (
    <Card className="space-y-4 p-6" aria-labelledby={`channel-${channel}`} role="region">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`channel-${channel}`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          <Badge className={STATUS[status].tone}>
            <span data-testid={`${channel}-status`}>{STATUS[status].label}</span>
          </Badge>
          <Button variant="secondary" size="sm" disabled={!canTest || test.isPending} onClick={() => void runTest()}>
            {test.isPending ? 'Sending...' : 'Test'}
          </Button>
        </div>
      </div>
      {children}
      {lastError && (
        <Alert data-testid={`${channel}-last-error`}>
          Last delivery error ({formatDateTime(lastError.at)}): {lastError.message}
        </Alert>
      )}
    </Card>
  );
}

/** A URL setting saved on its own; blank turns the channel off. */
function UrlForm({ label, name, value, placeholder }: { label: string; name: 'slackWebhookUrl' | 'webhookUrl'; value: string | null; placeholder: string }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [url, setUrl] = useState(value ?? '');
  const update = useMutation(trpc.notifications.update.mutationOptions());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ [name]: url.trim() });
      toast({ title: url.trim() ? `${label} saved` : `${label} removed`, variant: 'success' });
      void refresh();
    } catch (error) {
      toast({ title: `${label} not saved`, description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)}>
      <div className="min-w-0 flex-1">
        <TextField id={`${name}-field`} label={label} type="url" value={url} maxLength={2048} placeholder={placeholder} onChange={(e) => setUrl(e.target.value)} />
      </div>
      <Button type="submit" disabled={update.isPending || url.trim() === (value ?? '')}>
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

function OverageForm({ overage }: { overage: Settings['overage'] }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [allowed, setAllowed] = useState(overage.allowed);
  const [cap, setCap] = useState(String(overage.capUsd));
  const update = useMutation(trpc.notifications.update.mutationOptions());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ allowMonitorOverage: allowed, monitorOverageCapUsd: Number(cap) });
      toast({ title: 'Monitoring overage saved', variant: 'success' });
      void refresh();
    } catch (error) {
      toast({ title: 'Monitoring overage not saved', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <form className="space-y-3" onSubmit={(e) => void submit(e)}>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 rounded border-slate-300 text-indigo-600" checked={allowed} onChange={(e) => setAllowed(e.target.checked)} />
        Allow overage for monitoring
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-48">
          <TextField id="monitor-overage-cap" label="Monthly cap in dollars" type="number" min={0} max={10000} step="0.5" value={cap} disabled={!allowed} onChange={(e) => setCap(e.target.value)} />
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <p className="text-xs text-slate-500" data-testid="monitor-overage-used">
        Monitoring overage this period: {overage.usedResults} results, {formatUsd(overage.usedUsd)} of {formatUsd(overage.capUsd)}. Past the cap, monitors pause.
      </p>
    </form>
  );
}

export function NotificationsTab() {
  const trpc = useTRPC();
  const query = useQuery(trpc.notifications.get.queryOptions(undefined, { staleTime: 0 }));
  const rotate = useMutation(trpc.notifications.update.mutationOptions());
  const refresh = useRefresh();
  if (query.isPending) {
    return (
      <Card className="flex items-center gap-3 p-6 text-sm text-slate-600" role="status">
        <Spinner /> Loading your notification settings...
      </Card>
    );
  }
  if (query.isError) return <Alert>Could not load your notification settings. Please reload the page.</Alert>;
  const s = query.data;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Monitored saved searches tell you what is new here. New signals are also marked on{' '}
        <Link to="/signals/saved" className="text-indigo-700 underline">
          Saved Signals
        </Link>
        , and each saved search can have an RSS feed (its card's menu).
      </p>

      <Channel channel="email" title="Email" status={s.email.status} lastError={s.email.lastError} canTest={s.email.missingSettings.length === 0}>
        {s.email.missingSettings.length > 0 ? (
          <p className="text-sm text-slate-600" data-testid="email-not-configured">
            Email is not configured on this server: set {s.email.missingSettings.join(' and ')}.
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            Digests of up to 10 new signals go to <strong>{s.email.address}</strong>
            {s.email.enabled ? '' : ', but they are turned off'}. Turn them on or off with “Email notifications for new signals” under{' '}
            <Link to="/settings/account" className="text-indigo-700 underline">
              Account
            </Link>
            .
          </p>
        )}
      </Channel>

      <Channel channel="slack" title="Slack" status={s.slack.status} lastError={s.slack.lastError} canTest={Boolean(s.slack.url)}>
        <UrlForm key={s.slack.url ?? ''} label="Slack incoming webhook URL" name="slackWebhookUrl" value={s.slack.url} placeholder="https://hooks.slack.com/services/…" />
      </Channel>

      <Channel channel="webhook" title="Webhook" status={s.webhook.status} lastError={s.webhook.lastError} canTest={Boolean(s.webhook.url)}>
        <UrlForm key={s.webhook.url ?? ''} label="Webhook URL" name="webhookUrl" value={s.webhook.url} placeholder="https://example.com/firstsignal" />
        {s.webhook.secret && (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <TextField id="webhook-secret" label="Signing secret (Standard Webhooks)" readOnly value={s.webhook.secret} onFocus={(e) => e.target.select()} />
            </div>
            <Button
              variant="secondary"
              disabled={rotate.isPending}
              onClick={() => void rotate.mutateAsync({ rotateWebhookSecret: true }).then(() => refresh())}
            >
              New secret
            </Button>
          </div>
        )}
        <p className="text-xs text-slate-500">
          Each delivery is signed with the webhook-id, webhook-timestamp and webhook-signature headers; failed deliveries are retried after
          30 s, 2 min, 10 min and 1 h.
        </p>
      </Channel>

      <Card className="space-y-3 p-6" role="region" aria-labelledby="monitor-overage">
        <h2 id="monitor-overage" className="text-lg font-semibold text-slate-900">
          Monitoring and your quota
        </h2>
        {s.overage.paid ? (
          <OverageForm overage={s.overage} />
        ) : (
          <p className="text-sm text-slate-600">
            Monitored runs count new signals against your monthly quota. When it is spent, monitors show “{MONITOR_MESSAGES.paused}” until it
            resets.{' '}
            <Link to="/settings/billing" className="text-indigo-700 underline">
              Upgrade
            </Link>{' '}
            for more, and for overage with a monthly cap.
          </p>
        )}
      </Card>

      {s.recent.length > 0 && (
        <Card className="p-6" role="region" aria-labelledby="recent-deliveries">
          <h2 id="recent-deliveries" className="mb-3 text-lg font-semibold text-slate-900">
            Recent deliveries
          </h2>
          <ul className="divide-y divide-slate-100 text-sm" data-testid="recent-deliveries">
            {s.recent.map((d) => (
              <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span>
                  {CHANNEL_LABEL[d.channel] ?? d.channel} · {d.kind === 'test' ? 'test' : 'new signals'} · <strong>{d.status}</strong>
                  {d.attempts > 1 ? ` after ${d.attempts} attempts` : ''}
                  {d.lastError && d.status !== 'sent' ? ` · ${d.lastError}` : ''}
                </span>
                <time className="text-xs text-slate-500" dateTime={d.createdAt}>
                  {formatDateTime(d.sentAt ?? d.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
