import { useState } from 'react';
import { type AdminList } from '@local-shops/shared/admin';
import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { apiRequest, ApiRequestError } from '../../lib/api.ts';
import { asError } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import type { ApiGet } from '../../lib/route-client.ts';
import { useAdminContext } from './admin-layout.tsx';
import { useAdminData } from './use-admin-data.ts';

interface MorePages<T> {
  /** The first page these follow: a new filter or a reload starts over. */
  after: AdminList<T>;
  items: T[];
  next: string | null;
}

/** A console list: its first page, the pages the reviewer asked for after it ("Load more"), and its total. */
export function useAdminList<T>(path: ApiGet<AdminList<T>>) {
  const { onSignedOut } = useAdminContext();
  const first = useAdminData(path);
  const [more, setMore] = useState<MorePages<T> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<Error | null>(null);

  const extra = first.data && more?.after === first.data ? more : null;
  const items = first.data ? [...first.data.items, ...(extra?.items ?? [])] : null;
  const next = extra ? extra.next : (first.data?.links.next ?? null);

  async function loadMore() {
    if (!next || !first.data || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await apiRequest<AdminList<T>>(next);
      const after = first.data;
      setMore((current) => ({
        after,
        items: [...(current?.after === after ? current.items : []), ...page.items],
        next: page.links.next,
      }));
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.statusCode === 401) return onSignedOut();
      setMoreError(asError(failure));
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    items,
    total: first.data?.meta.total ?? null,
    next,
    error: first.error ?? moreError,
    reload: first.reload,
    loadMore,
    loadingMore,
  };
}

/** Under a console table: how many of how many are shown, and the control that loads the next page. */
export function ListFooter({ list, noun }: { list: ReturnType<typeof useAdminList<unknown>>; noun: string }) {
  const t = useTexts(CONSOLE_TEXT);
  if (!list.items || list.total === null || list.total === 0) return null;
  return (
    <div className="admin-list-footer">
      <p>{t.showing(list.items.length, list.total, noun)}</p>
      {list.next && (
        <button type="button" className="button" onClick={() => void list.loadMore()} disabled={list.loadingMore}>
          {list.loadingMore ? t.loading : t.loadMore}
        </button>
      )}
    </div>
  );
}
