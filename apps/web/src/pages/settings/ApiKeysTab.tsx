/**
 * Settings → API keys: personal keys for scripts and assistants. A new key is shown once (only
 * its hash is kept); the list shows each key's name, scopes and when it was last used; Revoke
 * stops it at once.
 */
import { API_KEY_NAME_MAX, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope } from '@firstsignal/core';
import { Alert, Badge, Button, Card, Spinner, TextField, toast } from '@firstsignal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';

type ApiKey = RouterOutputs['apiKeys']['list'][number];

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.list.queryKey() });
}

/** The new key, once: the server cannot show it again. */
function NewKey({ value, onDone }: { value: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: 'API key copied', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy: select the key and copy it yourself', variant: 'destructive' });
    }
  };
  return (
    <Alert tone="success" className="space-y-3">
      <p className="font-medium">Copy your new API key now. It will not be shown again.</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField id="new-api-key" label="New API key" readOnly value={value} onFocus={(e) => e.target.select()} className="font-mono" />
        </div>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </Alert>
  );
}

function CreateForm({ onCreated }: { onCreated: (key: string) => void }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const create = useMutation(trpc.apiKeys.create.mutationOptions());
  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const made = await create.mutateAsync({ name, scopes });
      onCreated(made.key);
      setName('');
      void refresh();
    } catch (error) {
      toast({ title: 'API key not created', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <form className="space-y-3" onSubmit={(e) => void submit(e)}>
      <TextField id="api-key-name" label="Name" value={name} maxLength={API_KEY_NAME_MAX} placeholder="e.g. Weekly report script" onChange={(e) => setName(e.target.value)} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={`scope-${scope}`}
              className="size-4 rounded border-slate-300 text-indigo-600"
              checked={scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
            />
            {API_KEY_SCOPE_LABELS[scope]}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={create.isPending || !name.trim() || scopes.length === 0}>
        {create.isPending ? 'Creating...' : 'Create API key'}
      </Button>
    </form>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions());
  const run = async () => {
    if (!window.confirm(`Revoke “${apiKey.name}”? Scripts using it stop working at once.`)) return;
    try {
      await revoke.mutateAsync({ id: apiKey.id });
      toast({ title: `“${apiKey.name}” revoked`, variant: 'success' });
    } catch (error) {
      toast({ title: 'API key not revoked', description: errorMessage(error), variant: 'destructive' });
    }
    void refresh();
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="api-key">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900" data-testid="api-key-name">
          {apiKey.name}
        </p>
        <p className="font-mono text-xs text-slate-500">{apiKey.hint}</p>
        <div className="flex flex-wrap gap-1" data-testid="api-key-scopes">
          {apiKey.scopes.map((s) => (
            <Badge key={s} className="bg-indigo-50 text-indigo-800">
              {s}
            </Badge>
          ))}
        </div>
        <p className="text-xs text-slate-500" data-testid="api-key-last-used">
          {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : 'Never used'} · created {formatDateTime(apiKey.createdAt)}
        </p>
      </div>
      <Button variant="secondary" size="sm" disabled={revoke.isPending} onClick={() => void run()}>
        {revoke.isPending ? 'Revoking...' : 'Revoke'}
      </Button>
    </li>
  );
}

export function ApiKeysTab() {
  const trpc = useTRPC();
  const query = useQuery(trpc.apiKeys.list.queryOptions(undefined, { staleTime: 0 }));
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Scripts and assistants send a key as <code className="font-mono">Authorization: Bearer fs_live_…</code> on the REST API and tRPC. A key
        can only do what its scopes allow, and never changes your password, email, billing or keys.
      </p>
      {created && <NewKey value={created} onDone={() => setCreated(null)} />}
      <Card className="space-y-4 p-6" role="region" aria-labelledby="create-api-key">
        <h2 id="create-api-key" className="text-lg font-semibold text-slate-900">
          Create an API key
        </h2>
        <CreateForm onCreated={setCreated} />
      </Card>
      <Card className="p-6" role="region" aria-labelledby="your-api-keys">
        <h2 id="your-api-keys" className="mb-2 text-lg font-semibold text-slate-900">
          Your API keys
        </h2>
        {query.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner /> Loading your API keys...
          </p>
        ) : query.isError ? (
          <Alert>Could not load your API keys. Please reload the page.</Alert>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="no-api-keys">
            No API keys yet.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {query.data.map((k) => (
              <KeyRow key={k.id} apiKey={k} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
