import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { APP_TEXTS, MESSAGES } from '@local-shops/shared';
import { PRODUCTS_TEXT } from '@local-shops/shared/locales/en/owner';
import { OWNER_MESSAGES, OWNER_TEXT } from '@local-shops/shared/owner';
import { PRODUCT_NAME_MAX, PRODUCT_UNIT_MAX, type CatalogueProduct } from '@local-shops/shared/products';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import './dashboard.css';
import './insights.css';
import './products.css';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';

export { PRODUCTS_TEXT };

interface Row {
  catalogId: string | null;
  name: string;
  unit: string;
  price: string;
  inStock: boolean;
}

/** /dashboard/shops/:shopId/products: the owner's price list, picked from the catalogue or typed (lazily loaded). */
export function ProductsPage() {
  const ownerText = useTexts(OWNER_TEXT);
  const productsText = useTexts(PRODUCTS_TEXT);
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
  const update = (index: number, change: Partial<Row>) =>
    setEdited((rows ?? []).map((row, i) => (i === index ? { ...row, ...change } : row)));
  const add = (row: Row) => setEdited([...(rows ?? []), row]);

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
            onPick={(p) => add({ catalogId: p.id, name: p.name, unit: p.unit, price: '', inStock: true })}
          />
          <OwnItemForm onAdd={add} />
          {rows.length === 0 ? <p>{productsText.empty}</p> : null}
          <ul className="products__rows" aria-label={productsText.title}>
            {rows.map((row, index) => (
              <li key={index} className="products__row">
                <span className="products__name">
                  {row.name}, {row.unit}
                  {row.catalogId ? <span className="owner-shop__note"> · {productsText.fromCatalogue}</span> : null}
                </span>
                <label>
                  <span className="visually-hidden">
                    {productsText.price} {row.name}, {row.unit}
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
                  aria-label={`${productsText.remove} ${row.name}, ${row.unit}`}
                  onClick={() => setEdited(rows.filter((_, i) => i !== index))}
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

function CatalogueSearch({ onPick }: { onPick: (product: CatalogueProduct) => void }) {
  const productsText = useTexts(PRODUCTS_TEXT);
  const messages = useTexts(MESSAGES);
  const id = useId();
  const [q, setQ] = useState('');
  const found = useApiData(q.trim().length >= 2 ? ownerApi.catalogue(q.trim()) : null);
  return (
    <div className="products__search">
      <label htmlFor={`${id}-q`}>{productsText.search}</label>
      <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      {found.data && q.trim().length >= 2 ? (
        found.data.items.length === 0 ? (
          <p>{messages.noDataAvailable}</p>
        ) : (
          <ul className="products__found">
            {found.data.items.slice(0, 10).map((p) => (
              <li key={p.id}>
                <span>
                  {p.name}, {p.unit}
                </span>
                <button
                  type="button"
                  className="button"
                  aria-label={`${productsText.add} ${p.name}, ${p.unit}`}
                  onClick={() => onPick(p)}
                >
                  {productsText.add}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function OwnItemForm({ onAdd }: { onAdd: (row: Row) => void }) {
  const productsText = useTexts(PRODUCTS_TEXT);
  const id = useId();
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const [price, setPrice] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onAdd({ catalogId: null, name: name.trim(), unit: unit.trim(), price, inStock: true });
    setName('');
    setUnit('');
    setPrice('');
  }
  return (
    <form className="offer-form products__own" onSubmit={submit}>
      <h2>{productsText.addOwn}</h2>
      <label htmlFor={`${id}-name`}>{productsText.name}</label>
      <input
        id={`${id}-name`}
        required
        maxLength={PRODUCT_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <label htmlFor={`${id}-unit`}>{productsText.unit}</label>
      <input
        id={`${id}-unit`}
        required
        maxLength={PRODUCT_UNIT_MAX}
        value={unit}
        onChange={(e) => setUnit(e.target.value)}
      />
      <label htmlFor={`${id}-price`}>{productsText.price}</label>
      <input
        id={`${id}-price`}
        required
        inputMode="decimal"
        pattern="[0-9]+(\.[0-9]{1,2})?"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <button type="submit" className="button">
        {productsText.add}
      </button>
    </form>
  );
}
