import { LABELS, MAX_SEARCH_LENGTH, MESSAGES } from '@local-shops/shared';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FilterIcon, SearchIcon } from '../../components/icons.tsx';
import { PATHS } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { AdvanceSearch } from './advance-search.tsx';
import { SavedDraftPanel } from './saved-draft-panel.tsx';
import { ShopRow } from './shop-row.tsx';
import { ListMapToggle, type ResultsView } from './list-map-toggle.tsx';
import {
  NO_FILTERS,
  buildSearchQuery,
  firstListPage,
  firstSearchPage,
  type DevicePosition,
  type ShopFilters,
} from './shop-search-query.ts';
import { SHOP_TEXT } from './shop-strings.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import { usePagedFeed } from './use-paged-feed.ts';
import './shops.css';

export const SEARCH_DEBOUNCE_MS = 400;

/** The map of the results: Leaflet and its CSS load only when 'Map' is chosen (decision 0041). */
const ShopResultsMap = lazy(() => import('./shop-results-map.tsx'));

/** A list failure (SPEC.md section 8): logged, list cleared, other toasts dismissed, message toasted. */
function reportListError(error: Error) {
  console.error(error);
  toast.dismiss();
  toast.error(error.message);
}

/** A search failure is logged only. */
function logSearchError(error: Error) {
  console.error(error);
}

/**
 * The Claim Shop list of the landing page: the normal list (from page 1) and, once a search has
 * answered, its results. The two are kept apart so that clearing the search shows the normal
 * list again at once, without a request.
 */
export function ClaimShopList() {
  const filtersId = useId();
  const searchId = useId();
  const deviceLat = useAppStore((s) => s.location.latitude);
  const deviceLong = useAppStore((s) => s.location.longitude);
  const position: DevicePosition | null =
    deviceLat !== null && deviceLong !== null ? { lat: deviceLat, long: deviceLong } : null;

  const normal = usePagedFeed({ onError: reportListError, clearOnAppendError: true });
  const search = usePagedFeed({ onError: logSearchError, clearOnAppendError: false });

  const [text, setText] = useState('');
  const [filters, setFilters] = useState<ShopFilters>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersMounted, setFiltersMounted] = useState(false);
  const [view, setView] = useState<ResultsView>('list');
  const listRef = useRef<HTMLUListElement>(null);
  const lastQuery = useRef('');
  const debounce = useRef<number | undefined>(undefined);
  const positionRef = useRef(position);
  useEffect(() => {
    positionRef.current = position;
  });

  const { start: startNormal } = normal;
  useEffect(() => {
    startNormal(firstListPage());
  }, [startNormal]);
  useEffect(() => () => window.clearTimeout(debounce.current), []);

  const { start: startSearch, clear: clearSearch } = search;
  const runSearch = useCallback(
    (name: string, nextFilters: ShopFilters, force: boolean) => {
      window.clearTimeout(debounce.current);
      const query = buildSearchQuery(name, nextFilters, positionRef.current);
      if (query === lastQuery.current && !force) return;
      lastQuery.current = query;
      if (query) startSearch(firstSearchPage(query));
      else clearSearch();
    },
    [startSearch, clearSearch],
  );

  const onTextChange = (value: string) => {
    setText(value);
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(() => runSearch(value, filters, false), SEARCH_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    runSearch(text, filters, true);
  };
  const onFiltersChange = (next: ShopFilters) => {
    setFilters(next);
    runSearch(text, next, false);
  };
  const toggleFilters = () => {
    setFiltersOpen((open) => !open);
    setFiltersMounted(true);
  };

  const searching = search.items !== null;
  const feed = searching ? search : normal;
  const items = feed.items ?? [];
  useInfiniteScroll(listRef, feed.loadMore, Boolean(feed.next) && !feed.loading, items.length);

  const showError = !searching && normal.error !== null;
  const ended = feed.items !== null && feed.next === null && !feed.loading;

  return (
    <div className="shops-list">
      <h3 className="shops-list__title">
        {LABELS.listHeading}
      </h3>

      <div className="shops-toolbar">
        <form role="search" className="shops-search" onSubmit={onSubmit}>
          <label htmlFor={searchId} className="visually-hidden">
            {LABELS.searchPlaceholder}
          </label>
          <input
            id={searchId}
            className="shops-search__input"
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={LABELS.searchPlaceholder}
            value={text}
            onChange={(e) => onTextChange(e.target.value)}
          />
          <button type="submit" className="shops-search__submit" aria-label={SHOP_TEXT.searchButton}>
            <SearchIcon />
          </button>
        </form>
        <button
          type="button"
          className="shops-button shops-toolbar__advance"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={toggleFilters}
        >
          <FilterIcon size={18} />
          {LABELS.advanceSearch}
        </button>
      </div>

      {filtersMounted ? (
        <AdvanceSearch
          id={filtersId}
          hidden={!filtersOpen}
          filters={filters}
          locationKnown={position !== null}
          onChange={onFiltersChange}
        />
      ) : null}

      <SavedDraftPanel />

      <ListMapToggle view={view} onChange={setView} />

      {searching ? (
        <p className="shops-list__result" role="status">
          {MESSAGES.resultCount(search.total)}
        </p>
      ) : null}

      {view === 'list' ? (
        <div className="shops-list__header">
          <span>{LABELS.shopName}</span>
          <span>{LABELS.status}</span>
        </div>
      ) : null}

      {showError ? (
        <div className="shops-list__message shops-list__message--error" role="alert">
          <p>{normal.error?.message}</p>
          <button type="button" className="shops-button" onClick={() => startNormal(firstListPage())}>
            {SHOP_TEXT.tryAgain}
          </button>
        </div>
      ) : null}

      {view === 'map' && items.length > 0 ? (
        <Suspense fallback={<div className="shop-map-placeholder" />}>
          <ShopResultsMap items={items} hasMore={Boolean(feed.next)} loading={feed.loading} onMore={feed.loadMore} />
        </Suspense>
      ) : items.length > 0 ? (
        <ul className="shops-list__rows" ref={listRef}>
          {items.map((shop) => (
            <ShopRow key={shop.id} shop={shop} deviceLat={deviceLat} deviceLong={deviceLong} />
          ))}
        </ul>
      ) : null}

      {feed.loading || search.loading ? (
        <div className="spinner" role="status">
          <span className="visually-hidden">{MESSAGES.loading}</span>
        </div>
      ) : null}

      {ended && items.length === 0 && !showError ? (
        <div className="shops-list__message">
          <p>{searching ? MESSAGES.noShopFoundForSearch : MESSAGES.noShopFound}</p>
          <Link className="shops-button shops-button--primary" to={PATHS.instructions}>
            {LABELS.addMyShop}
          </Link>
        </div>
      ) : null}

      {ended && items.length > 0 ? <p className="shops-list__end">{MESSAGES.noMoreData}</p> : null}
    </div>
  );
}
