import { lazy, Suspense, useState } from 'react';
import { SHOP_TEXT } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import type { ChosenTown } from './list-url-state.ts';
import type { ListOrder } from './shop-search-query.ts';

// The towns' select loads only when the chooser opens.
const TownSelect = lazy(async () => ({ default: (await import('./town-select.tsx')).TownSelect }));

/** Nearest first / A to Z: shown once a position (the device's or a chosen town) is known. */
export function OrderToggle({ order, onChange }: { order: ListOrder; onChange: (order: ListOrder) => void }) {
  const shopText = useTexts(SHOP_TEXT);
  return (
    <div className="shops-order" role="group" aria-label={shopText.orderLabel}>
      {(
        [
          ['near', shopText.nearestFirst],
          ['name', shopText.alphabetical],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          className="shops-order__option"
          aria-pressed={order === value}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * 'Choose your town' where the device position is not known: the reference towns stand in for
 * it, so the list can still be nearest first. The towns load only when the chooser opens.
 */
export function TownChooser({ town, onChoose }: { town: ChosenTown | null; onChoose: (town: ChosenTown) => void }) {
  const shopText = useTexts(SHOP_TEXT);
  const [open, setOpen] = useState(false);
  if (!open && !town) {
    return (
      <button type="button" className="shops-button shops-town__open" onClick={() => setOpen(true)}>
        {shopText.chooseTown}
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <TownSelect town={town} onChoose={onChoose} />
    </Suspense>
  );
}
