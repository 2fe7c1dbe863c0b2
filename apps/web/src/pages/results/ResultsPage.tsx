import { usePageMeta } from '../../lib/document';
import { useSearch } from '../../search/SearchProvider';
import { ResultsView } from './ResultsView';

/** /results: the current search in the results view. */
export function ResultsPage() {
  usePageMeta('Search Results');
  const search = useSearch();
  return <ResultsView subtitle={search.params?.businessIdea} />;
}
