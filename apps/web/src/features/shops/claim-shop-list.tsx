import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { APP_TEXTS, LABELS, MAX_SEARCH_LENGTH, MESSAGES, SHOP_TEXT } from '@local-shops/shared';
import { COINS_SHOP_TEXT } from '@local-shops/shared/locales/en/coins-shop';
import { FilterIcon, SearchIcon } from '../../components/icons.tsx';
import { PATHS } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { ListMapToggle, type ResultsView } from './list-map-toggle.tsx';
import { OrderToggle, TownChooser } from './list-order-controls.tsx';
import { readListState, writeListState, type ListState } from './list-url-state.ts';
import { ShopRow } from './shop-row.tsx';
import {
  buildSearchQuery,
  firstListPage,
  firstSearchPage,
  NEAR_FIRST_RADIUS_KM,
  type DevicePosition,
  type ShopFilters,
} from './shop-search-query.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import { useListMemory } from './use-list-memory.ts';
import { usePagedFeed } from './use-paged-feed.ts';
import './shops.css';
import './shop-list.css';
import './list-order.css';
import { useTexts } from '../../lib/i18n.ts';

export const SEARCH_DEBOUNCE_MS = 400;

/** The map of the results: Leaflet and its CSS load only when 'Map' is chosen (decision 0041). */
const ShopResultsMap = lazy(() => import('./shop-results-map.tsx'));
// Loaded the first time the panel opens: the landing page's first load stays small.
// Shown only to someone with a saved claim draft: loaded only then.
const SavedDraftPanel = lazy(async () => ({ default: (await import('./saved-draft-panel.tsx')).SavedDraftPanel }));
const AdvanceSearch = lazy(async () => ({ default: (await import('./advance-search.tsx')).AdvanceSearch }));

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
  const shopText = useTexts(SHOP_TEXT);
  const labels = useTexts(LABELS);
  const messages = useTexts(MESSAGES);
  const coinsText = useTexts(COINS_SHOP_TEXT);
  const filtersId = useId();
  const searchId = useId();
  const deviceLat = useAppStore((s) => s.location.latitude);
  const deviceLong = useAppStore((s) => s.location.longitude);
  const hasDraft = useAppStore((s) => s.savedShop.savedShopDetails !== null);
  const device: DevicePosition | null =
    deviceLat !== null && deviceLong !== null ? { lat: deviceLat, long: deviceLong } : null;

  // Search text, filters, order and chosen town live in the address (`/?q=sweets&sort=name`).
  const { search: query } = useLocation();
  const navigate = useNavigate();
  const address = readListState(new URLSearchParams(query));
  const { filters, order, town } = address;
  const position: DevicePosition | null = device ?? (town ? { lat: town.lat, long: town.long } : null);
  const setAddress = (changes: Partial<ListState>) => {
    const next = writeListState({ ...address, ...changes }).toString();
    void navigate({ search: next ? `?${next}` : '' }, { replace: true, preventScrollReset: true });
  };

  const normal = usePagedFeed({ onError: reportListError, clearOnAppendError: true });
  const search = usePagedFeed({ onError: logSearchError, clearOnAppendError: false });

  const [text, setText] = useState(address.text);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersMounted, setFiltersMounted] = useState(false);
  // The mode is in the address (issue 27): Back from a shop page opens the map again.
  const view: ResultsView = address.view ?? 'list';
  const setView = (next: ResultsView) => setAddress({ view: next });
  const listRef = useRef<HTMLUListElement>(null);
  const debounce = useRef<number | undefined>(undefined);

  const normalPath = firstListPage(position, order);
  const searchQuery = buildSearchQuery(address.text, filters, position, order);
  const searchPath = searchQuery ? firstSearchPage(searchQuery) : '';
  const { restoredPath } = useListMemory(searchQuery ? search : normal, searchPath || normalPath);

  // The text box follows the address when it changes from elsewhere (Back, the hero's search box).
  const [shownAddressText, setShownAddressText] = useState(address.text);
  if (address.text !== shownAddressText) {
    setShownAddressText(address.text);
    setText(address.text);
  }

  // The restored pages stand for their first request once; any later change loads afresh.
  const skipNormal = useRef(restoredPath);
  const skipSearch = useRef(restoredPath);
  const { start: startNormal } = normal;
  useEffect(() => {
    if (normalPath === skipNormal.current) skipNormal.current = null;
    else startNormal(normalPath);
  }, [startNormal, normalPath]);
  useEffect(() => () => window.clearTimeout(debounce.current), []);

  const { start: startSearch, clear: clearSearch } = search;
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (!searchPath) clearSearch();
    else if (searchPath === skipSearch.current) skipSearch.current = null;
    else startSearch(searchPath);
  }, [searchPath, startSearch, clearSearch, submits]);

  const onTextChange = (value: string) => {
    setText(value);
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(
      () => setAddress({ text: value.slice(0, MAX_SEARCH_LENGTH) }),
      SEARCH_DEBOUNCE_MS,
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    window.clearTimeout(debounce.current);
    if (text === address.text) setSubmits((n) => n + 1);
    else setAddress({ text });
  };
  const onFiltersChange = (next: ShopFilters) => setAddress({ filters: next });
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
  const nearFirst = position !== null && order === 'near';
  const heading = nearFirst
    ? device
      ? shopText.shopsNearYou
      : shopText.shopsNearTown(town!.name)
    : labels.listHeading;

  return (
    <div className="shops-list">
      <h3 className="shops-list__title">{heading}</h3>

      <div className="shops-list__place">
        {device ? null : <TownChooser town={town} onChoose={(chosen) => setAddress({ town: chosen, order: 'near' })} />}
        {position ? <OrderToggle order={order} onChange={(next) => setAddress({ order: next })} /> : null}
      </div>

      <div className="shops-toolbar">
        <form role="search" className="shops-search" onSubmit={onSubmit}>
          <label htmlFor={searchId} className="visually-hidden">
            {labels.searchPlaceholder}
          </label>
          <input
            id={searchId}
            className="shops-search__input"
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={labels.searchPlaceholder}
            value={text}
            onChange={(e) => onTextChange(e.target.value)}
          />
          <button type="submit" className="shops-search__submit" aria-label={shopText.searchButton}>
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
          {labels.advanceSearch}
        </button>
      </div>

      <div className="shops-chips">
        <button
          type="button"
          className="shops-chip-toggle"
          aria-pressed={filters.coins}
          onClick={() => onFiltersChange({ ...filters, coins: !filters.coins })}
        >
          {coinsText.filterChip}
        </button>
      </div>

      {filtersMounted ? (
        <Suspense fallback={null}>
          <AdvanceSearch
            id={filtersId}
            hidden={!filtersOpen}
            filters={filters}
            locationKnown={position !== null}
            onChange={onFiltersChange}
          />
        </Suspense>
      ) : null}

      {hasDraft ? (
        <Suspense fallback={null}>
          <SavedDraftPanel />
        </Suspense>
      ) : null}

      {searching && search.correctedTo ? (
        <p className="shops-list__corrected">
          {shopText.showingResultsFor} <strong>{search.correctedTo}</strong>
        </p>
      ) : null}
      {searching && search.place ? (
        <p className="shops-list__corrected">{shopText.searchInPlace(search.place)}</p>
      ) : null}
      {searching && search.variants ? <p className="shops-list__corrected">{shopText.searchAlsoSpelt}</p> : null}

      <ListMapToggle view={view} onChange={setView} />

      {searching ? (
        <p className="shops-list__result" role="status">
          {search.totalIsCapped ? messages.resultCountAtLeast(search.total) : messages.resultCount(search.total)}
        </p>
      ) : null}

      {view === 'list' ? (
        <div className="shops-list__header">
          <span>{labels.shopName}</span>
          <span>{labels.status}</span>
        </div>
      ) : null}

      {showError ? (
        <div className="shops-list__message shops-list__message--error" role="alert">
          <p>{normal.error?.message}</p>
          <button type="button" className="shops-button" onClick={() => startNormal(normalPath)}>
            {shopText.tryAgain}
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
            <ShopRow key={shop.id} shop={shop} deviceLat={position?.lat ?? null} deviceLong={position?.long ?? null} />
          ))}
        </ul>
      ) : null}

      {feed.loading || search.loading ? (
        <div className="spinner" role="status">
          <span className="visually-hidden">{APP_TEXTS.loading}</span>
        </div>
      ) : null}

      {ended && items.length === 0 && !showError ? (
        <div className="shops-list__message">
          <p>{searching ? messages.noShopFoundForSearch : messages.noShopFound}</p>
          {nearFirst ? (
            <button type="button" className="shops-button" onClick={() => setAddress({ order: 'name' })}>
              {shopText.seeAllAtoZ(NEAR_FIRST_RADIUS_KM)}
            </button>
          ) : null}
          <Link className="shops-button shops-button--primary" to={PATHS.instructions}>
            {labels.addMyShop}
          </Link>
        </div>
      ) : null}

      {ended && items.length > 0 ? <p className="shops-list__end">{messages.noMoreData}</p> : null}
    </div>
  );
}
