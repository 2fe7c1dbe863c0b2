import { Alert, Button } from '@firstsignal/ui';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../auth/auth';
import { LoadingSignals } from '../../components/results/LoadingSignals';
import { usePageMeta } from '../../lib/document';
import { errorMessage, errorStatus } from '../../lib/errors';
import { useSearch } from '../../search/SearchProvider';
import { ResultsView } from './ResultsView';

/** /search/results/{id}: reopens a past search from the history into the current results. */
export function StoredResultsPage() {
  usePageMeta('Search Results');
  const { id = '' } = useParams();
  const search = useSearch();
  const { loadStored } = search;
  // Another account signed in meanwhile (another tab) brings its own current search: open it again as them.
  const userId = useAuth().user?.id;
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailure(null);
    loadStored(id).catch(
      (error: unknown) =>
        live &&
        setFailure(
          errorStatus(error) === 404
            ? 'This search was not found. It may belong to another account or have been deleted.'
            : `Could not open this search: ${errorMessage(error)}`,
        ),
    );
    return () => {
      live = false;
    };
  }, [id, userId, loadStored, attempt]);

  if (failure) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">Search Results</h1>
        <Alert>{failure}</Alert>
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
  // The page shows the run its URL names and nothing else: until that run is the current search,
  // whatever was current before (on screen, or back from sessionStorage) is another search.
  if (search.searchInfo?.search_id !== id) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">Search Results</h1>
        <LoadingSignals label="Opening your search..." />
      </div>
    );
  }
  return <ResultsView subtitle={search.params?.businessIdea} />;
}
