import { usePageMeta } from '../../lib/document';
import { useSearch } from '../../search/SearchProvider';
import { ResultsView } from './ResultsView';

/** /results: the current search in the results view. */
export function ResultsPage() {
  usePageMeta('Search Results');
  const search = useSearch();
  // The current search's kept query: none after a search that found nothing (spec §4).
  return <ResultsView subtitle={search.query ?? undefined} />;
}
