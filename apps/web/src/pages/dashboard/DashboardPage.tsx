import { INPUT_CAP } from '@firstsignal/core';
import { Button, Card, TextField } from '@firstsignal/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { displayName, useAuth } from '../../auth/auth';
import { usePageMeta } from '../../lib/document';
import { RecentSearches } from './RecentSearches';

/** Spec §2 /dashboard with decisions §2: a welcome, a query box, and the real recent searches. */
export function DashboardPage() {
  usePageMeta('Dashboard');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    navigate(`/search?q=${encodeURIComponent(q)}`);
  }

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Welcome, {displayName(user)}</h1>
        <p className="mt-1 text-sm text-slate-600">Describe what you are building to find the people already asking for it.</p>
      </header>

      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} aria-label="Quick search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              id="dashboard-query"
              label="What are you building?"
              required
              cap={INPUT_CAP}
              value={query}
              placeholder="e.g. A booking app for independent dog groomers"
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <Button type="submit" className="sm:mb-[1px]">
            Find Conversations
          </Button>
        </form>
      </Card>

      <RecentSearches />
    </div>
  );
}
