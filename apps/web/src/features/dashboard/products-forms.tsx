import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@local-shops/shared';
import { PRODUCTS_TEXT } from '@local-shops/shared/locales/en/owner';
import { PRODUCT_NAME_MAX, PRODUCT_UNIT_MAX, type CatalogueProduct } from '@local-shops/shared/products';
import { useTexts } from '../../lib/i18n.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

/** One line of the price list being edited (the price as typed). */
export interface Row {
  catalogId: string | null;
  name: string;
  unit: string;
  price: string;
  inStock: boolean;
}

/** 'Wheat atta, 10 kg': how an item is named on the page and in its messages. */
export const itemName = (item: { name: string; unit: string }) => `${item.name}, ${item.unit}`;

interface CatalogueSearchProps {
  onPick: (product: CatalogueProduct) => void;
  /** A product already in the list shows 'In the list' instead of Add (issue 27: no second tap adds it again). */
  listed: (product: CatalogueProduct) => boolean;
  busy: boolean;
}

export function CatalogueSearch({ onPick, listed, busy }: CatalogueSearchProps) {
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
                <span>{itemName(p)}</span>
                {listed(p) ? (
                  <button
                    type="button"
                    className="button"
                    disabled
                    aria-label={`${productsText.inList}: ${itemName(p)}`}
                  >
                    {productsText.inList}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={`${productsText.add} ${itemName(p)}`}
                    onClick={() => onPick(p)}
                  >
                    {productsText.add}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

/** The owner's own item; the fields empty only once it is added (a refused repeat keeps them). */
export function OwnItemForm({ onAdd, busy }: { onAdd: (row: Row) => boolean; busy: boolean }) {
  const productsText = useTexts(PRODUCTS_TEXT);
  const id = useId();
  const [name, setName] = useState('');
  const [unit, setUnit] = useState('');
  const [price, setPrice] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!onAdd({ catalogId: null, name: name.trim(), unit: unit.trim(), price, inStock: true })) return;
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
      <button type="submit" className="button" disabled={busy}>
        {productsText.add}
      </button>
    </form>
  );
}
