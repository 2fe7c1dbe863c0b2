import { Alert, Button } from '@firstsignal/ui';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingSignals } from '../../components/results/LoadingSignals';
import { usePageMeta } from '../../lib/document';
import { errorMessage, errorStatus } from '../../lib/errors';
import { useSearch } from '../../search/SearchProvider';
import { ResultsView } from './ResultsView';

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

/** /search/results/{id}: reopens a past search from the history into the current results. */
export function StoredResultsPage() {
  usePageMeta('Search Results');
  const { id = '' } = useParams();
  const search = useSearch();
  const { loadStored } = search;
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setStatus({ kind: 'loading' });
    loadStored(id).then(
      () => live && setStatus({ kind: 'ready' }),
      (error: unknown) =>
        live &&
        setStatus({
          kind: 'failed',
          message:
            errorStatus(error) === 404
              ? 'This search was not found. It may belong to another account or have been deleted.'
              : `Could not open this search: ${errorMessage(error)}`,
        }),
    );
    return () => {
      live = false;
    };
  }, [id, loadStored, attempt]);

  if (status.kind === 'failed') {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">Search Results</h1>
        <Alert>{status.message}</Alert>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try Again
          </Button>
          <Button asChild>
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (status.kind === 'loading' && search.searchInfo?.search_id !== id) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">Search Results</h1>
        <LoadingSignals label="Opening your search..." />
      </div>
    );
  }
  return <ResultsView subtitle={search.params?.businessIdea} />;
}
