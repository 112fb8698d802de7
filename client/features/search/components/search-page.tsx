import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PER_KIND_MAX, type SearchKind } from '@domain/search';
import { LoadError } from '@client/components/load-error';
import { PageTitle } from '@client/components/page-title';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';
import { useWeightUnit } from '@client/hooks/use-weight-unit';
import {
  NO_FILTERS,
  searchParams,
  searchPath,
  useSearch,
  type SearchFilters,
} from '@client/features/search/api/search';
import {
  filtersFromAddress,
  hasFilters,
  SEARCH_PARAMS,
} from '@client/features/search/utils/search-address';
import { readRecentSearches, rememberSearch } from '@client/features/search/utils/recent-searches';
import { SearchFiltersBar } from './search-filters';
import { SearchResults } from './search-results';
import { SearchSuggestions } from './search-suggestions';

/** Results of each kind the page shows, all of one kind when only that kind is asked for. */
const PAGE_PER_KIND = 10;

/** Typing settles this long before the search is asked: one request per pause, not per key. */
const TYPING_PAUSE_MS = 120;

/** /search: one box over everything, with filters; the address carries both. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const [unit] = useWeightUnit();
  const input = useRef<HTMLInputElement>(null);
  const addressQuery = params.get(SEARCH_PARAMS.query) ?? '';
  const filters = filtersFromAddress(params);
  // The box answers each key at once; the address and the request follow a pause.
  const [typed, setTyped] = useState(addressQuery);
  const [lastAddressQuery, setLastAddressQuery] = useState(addressQuery);
  if (addressQuery !== lastAddressQuery) {
    setLastAddressQuery(addressQuery);
    if (addressQuery !== typed.trim()) setTyped(addressQuery);
  }
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);
  useEffect(() => {
    if (settled.trim() === addressQuery.trim()) return;
    setParams(searchParams(settled.trim(), filtersFromAddress(params)), { replace: true });
  }, [settled, addressQuery, params, setParams]);

  const filtered = hasFilters(filters);
  const perKind = filters.kinds.length === 1 ? SEARCH_PER_KIND_MAX : PAGE_PER_KIND;
  const asking = addressQuery.trim() !== '' || filtered;
  const result = useSearch(asking ? searchPath(addressQuery, filters, perKind) : null);
  const answer = asking ? result.data : undefined;
  const error: unknown = result.error;

  // A search is remembered once it found something and the person stayed on it.
  const remembered = useDebouncedValue(answer && addressQuery.trim() ? addressQuery : '', 1500);
  useEffect(() => {
    if (remembered) rememberSearch(remembered);
  }, [remembered]);
  const [recent, setRecent] = useState(readRecentSearches);

  const change = (changes: Partial<SearchFilters>) =>
    setParams(searchParams(typed.trim(), { ...filters, ...changes }), { replace: true });
  const searchFor = (words: string) => {
    setTyped(words);
    setParams(searchParams(words, filters), { replace: true });
    input.current?.focus();
  };

  return (
    <div className="page search-page">
      <PageTitle title={addressQuery ? `${addressQuery}: search` : 'Search'} />
      <header className="screen-header">
        <h1>Search</h1>
      </header>
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(searchParams(typed.trim(), filters), { replace: true });
        }}
      >
        <label htmlFor="search-page-input" className="visually-hidden">
          Search everything
        </label>
        <Search aria-hidden="true" size={20} className="search-form-icon" />
        <input
          ref={input}
          id="search-page-input"
          type="search"
          className="search-input"
          placeholder="Gear, packs, trips, places, activities…"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          // The page is for searching: the box takes the keys at once.
          autoFocus
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            const first = document.querySelector<HTMLAnchorElement>('.search-page a.search-result');
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
        />
      </form>
      <SearchFiltersBar
        filters={filters}
        unit={unit}
        active={filtered}
        onChange={change}
        onClear={() => setParams(searchParams(typed.trim(), NO_FILTERS), { replace: true })}
      />
      <div className="search-answer" aria-live="polite" aria-busy={result.isValidating}>
        {!asking ? (
          <SearchSuggestions recent={recent} onPick={searchFor} onForget={() => setRecent([])} />
        ) : answer === undefined ? (
          error ? (
            <LoadError what="Search" error={error} onRetry={() => void result.mutate()} />
          ) : (
            <p className="search-status" role="status">
              Searching…
            </p>
          )
        ) : answer.groups.length === 0 ? (
          <div className="search-nothing">
            <p>
              <strong>Nothing found{addressQuery ? ` for “${addressQuery}”` : ''}.</strong>
            </p>
            <p className="search-hint">
              Fewer words find more; a brand, a place or a trip’s name all count.
              {filtered ? ' The filters may leave out what you look for.' : ''}
            </p>
          </div>
        ) : (
          <SearchResults
            answer={answer}
            unit={unit}
            onBackToInput={() => input.current?.focus()}
            onMore={(kind) => change({ kinds: [kind as SearchKind] })}
          />
        )}
      </div>
    </div>
  );
}
