import { Button, Spinner } from '@firstsignal/ui';
import type { ReactNode } from 'react';

/** Spec §4: Load more only when the search has more; otherwise say the search is exhausted. */
export function LoadMoreFooter({
  hasMore,
  loading,
  onLoadMore,
  label,
  endText,
  children,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label: string;
  endText?: string;
  /** More footer actions beside Load More. */
  children?: ReactNode;
}) {
  if (!hasMore && !endText && !children) return null;
  return (
    <div className="flex flex-col items-center gap-3 py-4 sm:flex-row sm:justify-center">
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loading}>
          {loading && <Spinner />}
          {loading ? 'Loading...' : label}
        </Button>
      ) : (
        endText && <p className="text-sm text-slate-500">{endText}</p>
      )}
      {children}
    </div>
  );
}
