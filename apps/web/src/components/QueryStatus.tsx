import { Alert, Button, Spinner } from '@firstsignal/ui';

/** The loading line or the retryable error of a list query; nothing once it has data. */
export function QueryStatus({
  query,
  loading,
  error,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: string;
  error: string;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{error}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  return null;
}
