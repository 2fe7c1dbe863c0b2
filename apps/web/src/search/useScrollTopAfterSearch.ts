import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §4: arriving from a finished search starts at the top of the page. */
export function useScrollTopAfterSearch() {
  const location = useLocation();
  const afterSearch = (location.state as { afterSearch?: boolean } | null)?.afterSearch === true;
  useEffect(() => {
    if (afterSearch) window.scrollTo({ top: 0 });
  }, [afterSearch, location.key]);
}
