import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { APP_TEXTS } from '@local-shops/shared';
import { PRODUCTS_TEXT } from '@local-shops/shared/locales/en/owner';
import { OWNER_MESSAGES, OWNER_TEXT } from '@local-shops/shared/owner';
import { PRODUCT_MESSAGES, sameProduct } from '@local-shops/shared/products';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { CatalogueSearch, itemName, OwnItemForm, type Row } from './products-forms.tsx';
import './dashboard.css';
import './insights.css';
import './products.css';

export { PRODUCTS_TEXT };

/** What the last Add did: the row it added, or the row that already had the item. */
type AddNotice = { kind: 'added' | 'repeated'; index: number; item: string } | null;

/** /dashboard/shops/:shopId/products: the owner's price list, picked from the catalogue or typed (lazily loaded). */
export function ProductsPage() {
  const ownerText = useTexts(OWNER_TEXT);
  const productsText = useTexts(PRODUCTS_TEXT);
  const productMessages = useTexts(PRODUCT_MESSAGES);
  const ownerMessages = useTexts(OWNER_MESSAGES);
  const appTexts = useTexts(APP_TEXTS);
  useDocumentTitle(productsText.title);
  const { shopId = '' } = useParams();
  const number = useOwnerSession((s) => s.number);
  useEffect(() => void ensureOwnerSession(), []);
  const saved = useApiData(ownerApi.shopProducts(shopId));
  // null until the owner changes something: the saved list shows till then.
  const [edited, setEdited] = useState<Row[] | null>(null);
  const rows = edited ?? (saved.data ? saved.data.items.map((p) => ({ ...p, price: String(p.price) })) : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<AddNotice>(null);
  const rowId = `${useId()}-row-`;
  const change = (next: Row[]) => {
    setEdited(next);
    setNotice(null);
  };
  const update = (index: number, changed: Partial<Row>) =>
    change((rows ?? []).map((row, i) => (i === index ? { ...row, ...changed } : row)));
  /** Adds an item unless the list has it (issue 27: a second tap listed 'Wheat atta, 10 kg' twice). */
  const add = (row: Row): boolean => {
    const current = rows ?? [];
    const index = current.findIndex((listed) => sameProduct(listed, row));
    if (index >= 0) {
      setNotice({ kind: 'repeated', index, item: itemName(row) });
      return false;
    }
    setEdited([...current, row]);
    setNotice({ kind: 'added', index: current.length, item: itemName(row) });
    return true;
  };
  // The row the notice is about comes into view, its price ready to type.
  useEffect(() => {
    if (!notice) return;
    const row = document.getElementById(`${rowId}${notice.index}`);
    row?.scrollIntoView?.({ block: 'center' });
    row?.querySelector('input')?.focus({ preventScroll: true });
  }, [notice, rowId]);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const items = (rows ?? []).map((r) => ({
        ...(r.catalogId ? { catalogId: r.catalogId } : {}),
        name: r.name,
        unit: r.unit,
        price: Number(r.price),
        inStock: r.inStock,
      }));
      await ownerApi.saveProducts(shopId, { items });
      toast.success(productsText.saved);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page dashboard products">
      <p>
        <Link to={PATHS.dashboard}>{productsText.back}</Link>
      </p>
      <h1>{productsText.title}</h1>
      {number === null ? (
        <p>{ownerMessages.signInRequired}</p>
      ) : saved.error ? (
        <div className="dashboard__message">
          <p role="alert">{saved.error.message}</p>
          <button type="button" className="button button--primary" onClick={saved.reload}>
            {ownerText.tryAgain}
          </button>
        </div>
      ) : rows === null ? (
        <div className="spinner" role="status">
          <span className="visually-hidden">{appTexts.loading}</span>
        </div>
      ) : (
        <>
          <p className="owner-shop__note">{productsText.intro}</p>
          <CatalogueSearch
            busy={busy}
            listed={(p) => rows.some((row) => sameProduct(row, p))}
            onPick={(p) => add({ catalogId: p.id, name: p.name, unit: p.unit, price: '', inStock: true })}
          />
          <OwnItemForm onAdd={add} busy={busy} />
          {rows.length === 0 ? <p>{productsText.empty}</p> : null}
          <p className="products__notice" role="status">
            {notice?.kind === 'added' ? productsText.added(notice.item) : null}
          </p>
          {notice?.kind === 'repeated' ? (
            <p className="offer-form__error" role="alert">
              {productMessages.alreadyListed(notice.item)}
            </p>
          ) : null}
          <ul className="products__rows" aria-label={productsText.title}>
            {rows.map((row, index) => (
              <li
                key={index}
                id={`${rowId}${index}`}
                className={notice?.index === index ? 'products__row products__row--noticed' : 'products__row'}
              >
                <span className="products__name">
                  {itemName(row)}
                  {row.catalogId ? <span className="owner-shop__note"> · {productsText.fromCatalogue}</span> : null}
                </span>
                <label>
                  <span className="visually-hidden">
                    {productsText.price} {itemName(row)}
                  </span>
                  <input
                    inputMode="decimal"
                    value={row.price}
                    placeholder="₹"
                    onChange={(e) => update(index, { price: e.target.value })}
                  />
                </label>
                <label className="products__stock">
                  <input
                    type="checkbox"
                    checked={row.inStock}
                    onChange={(e) => update(index, { inStock: e.target.checked })}
                  />
                  {productsText.inStock}
                </label>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={`${productsText.remove} ${itemName(row)}`}
                  onClick={() => change(rows.filter((_, i) => i !== index))}
                >
                  {productsText.remove}
                </button>
              </li>
            ))}
          </ul>
          {error ? (
            <p role="alert" className="offer-form__error">
              {error}
            </p>
          ) : null}
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void save()}>
            {productsText.save}
          </button>
        </>
      )}
    </div>
  );
}
